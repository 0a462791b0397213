import { expect, test } from "@playwright/test"
import { JSDOM } from "jsdom"
import site from "../content/site.json"

// The marketing figures, exactly as the consultancy states them, on the pages that state them.
const figures: Record<string, string[]> = {
  "/cost-and-value-philosophy": [
    "about 20%",
    "about 30%",
    "about 40%",
    "10%",
    "up to 70%",
    "extra 70% on top of rates",
    "8-12 people",
    "core team of 3 plus 7-10 stakeholders",
  ],
  [`/the-story-of-${site.brand}`]: [
    "30+",
    "40+ services in 6 key areas",
    "20-30%",
    "3 programme tiers: analysis, delivery and training",
  ],
  "/success-formula-disruptive-and-controlled": [
    "20-30%",
    "double-digit cost reduction",
    "3-Tier structure",
    "3 tiers: analysis, delivery and training",
    "within one week",
  ],
  "/supply-chain-by-sla": [
    "40+ services",
    "6 key areas",
    "30+ experts",
    "fixed scope for a fixed price",
    "within one week",
  ],
  "/category-strategy": ["40+ services", "6 key areas", "30+ experts"],
  "/post-award-contract-management": [
    "about 40%",
    "8-12 people",
    "core team of 3 plus 7-10 stakeholders",
    "40+ services",
    "30+ experts",
  ],
  "/commercial-assurance": ["40+ services", "6 key areas", "30+ experts"],
  "/cost-recovery": ["40+ services", "6 key areas", "30+ experts"],
  "/tendering-outsourcing": ["40+ services", "6 key areas", "30+ experts"],
  "/materials-management": [
    "7-step programme",
    "4-10%",
    "40+ services",
    "30+ experts",
  ],
  "/codex-supply-chain": [
    "7 volumes",
    "4.1",
    "4.2",
    "5.1",
    "5.2",
    "Books, Portal and Expert Services",
  ],
  "/cm-for-contract": ["10 chapters", "3 or 7", "8-12"],
  "/skillset-development": [
    "8 courses",
    "1-2 days",
    "10 modules",
    "2x5 days",
    "3x3 days",
    "8-12",
    "core team of 3 plus 7-10 stakeholders",
  ],
  "/ai-ecosystem": ["AI assistant", "7 volumes", "10 chapters", "30+ experts"],
  "/faq": [
    "about 20%",
    "about 30%",
    "about 40%",
    "up to 70%",
    "20-30%",
    "8-12 people",
    "7 volumes",
    "4.1, 4.2, 5.1 and 5.2",
    "within one week",
  ],
}

// The pages as Gatsby built them, read without a browser: every figure is in the prebuilt HTML.
for (const [path, expected] of Object.entries(figures)) {
  test(`${path} states its figures exactly`, async ({ request }) => {
    const html = await (await request.get(path)).text()
    const main = new JSDOM(html).window.document.querySelector("main")
    // textContent includes closed accordion answers, which are part of the page.
    const text = (main?.textContent ?? "").replace(/\s+/g, " ")
    for (const figure of expected) expect(text, figure).toContain(figure)
  })
}
