import { expect, test, type APIRequestContext } from "@playwright/test"
import { JSDOM } from "jsdom"

// The case studies' figures, each on the article it belongs to, as the visitor reads it: a figure
// lost in an edit of the MDX would misstate a client's result.
const figures: Record<string, string[]> = {
  "/blog-articles-business-cases/drilling-cost-transformationblog": [
    "over 60%",
    "50% faster",
  ],
  "/drilling-cost-transformation": ["over 60%", "50% faster"],
  "/articles-business-cases/sourcing-strategy": [
    "50% lower well cost",
    "18 cost-driver points",
    "20-year production horizon",
  ],
  "/blog-articles-business-cases/budget-constraints-delivery": [
    "20 analyses",
    "22%",
    "17%",
    "36%",
    "15%",
    "10%",
  ],
  "/blog-articles-business-cases/Solutions-to-influence-cost": [
    "76%",
    "11 options in 4 categories",
    "2-day",
    "3-year",
  ],
  "/blog-articles-business-cases/discount-price-reduction": ["20%"],
  "/blog-articles-business-cases/Materials-Management": ["4-10%"],
  "/blog-articles-business-cases/key-performance-indicators-kpi": [
    "85% availability",
    "98% reliability",
  ],
  "/blog-articles-business-cases/businessplan": ["3-5 years"],
  "/blog-articles-business-cases/local-content-development": [
    "5-year purchase commitment",
  ],
  "/blog-articles-business-cases/the-art-of-the-deal-outsourcing-supply-chain":
    ["30%", "7%", "22%", "10%", "11%", "20%"],
  "/blog-articles-business-cases/Unlocking-value-savings-bottom-line": [
    "about 20%",
    "about 30%",
    "about 40%",
    "10%",
    "70%",
  ],
}

// An article's body as Gatsby built it, read without a browser: the MDX is rendered into the HTML.
async function articleBody(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text()
  const body = new JSDOM(html).window.document.querySelector(
    '[data-testid="article-body"]'
  )
  expect(body, path).not.toBeNull()
  return body!
}

for (const [path, expected] of Object.entries(figures)) {
  test(`${path} states ${expected.join(", ")}`, async ({ request }) => {
    const body = await articleBody(request, path)
    const text = (body.textContent ?? "").replace(/\s+/g, " ")
    for (const figure of expected) expect(text, figure).toContain(figure)
  })
}

test("the reviewed-tenders breakdown pairs each share with its finding", async ({
  request,
}) => {
  const body = await articleBody(
    request,
    "/blog-articles-business-cases/the-art-of-the-deal-outsourcing-supply-chain"
  )
  // Cells joined by a space, as a reader sees a row.
  const rows = [...body.querySelectorAll("table tr")].map((row) =>
    [...row.children]
      .map((cell) => cell.textContent ?? "")
      .join(" ")
      .replace(/\s+/g, " ")
  )
  const pairs: [string, RegExp][] = [
    ["30%", /fresh/i],
    ["7%", /one-on-one cop/i],
    ["22%", /scope of work/i],
    ["10%", /evaluation model/i],
    ["11%", /KPI/i],
    ["20%", /remuneration model/i],
  ]
  for (const [share, finding] of pairs) {
    expect(
      rows.some((row) => row.includes(share) && finding.test(row)),
      `${share} ${finding}`
    ).toBe(true)
  }
})
