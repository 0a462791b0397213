import type { MenuItem } from "../../hooks/use-menus"

export const menus: MenuItem[] = [
  {
    id: "philosophy",
    name: "Cost and Value Philosophy",
    link: "/cost-and-value-philosophy",
    title: "Cost and Value Philosophy",
    intro: ["Rates hold only about 20% of the savings potential."],
    submenu: [
      { id: "philosophy-main", name: "Cost and Value Philosophy", link: "/cost-and-value-philosophy" },
      { id: "articles", name: "Article & Business Cases", link: "/article-business-cases-background" },
    ],
  },
  { id: "about", name: "About Us & Themes", link: "/the-story-of-coreval", title: null, intro: null, submenu: null },
  { id: "program", name: "Capex/Opex Program", link: "/success-formula-disruptive-and-controlled", title: null, intro: null, submenu: null },
  {
    id: "sla",
    name: "Supply Chain by SLA",
    link: "/supply-chain-by-sla",
    title: "Supply Chain by SLA",
    intro: ["We offer dozens of services in 6 key areas."],
    submenu: [{ id: "sla-main", name: "Supply Chain by SLA", link: "/supply-chain-by-sla" }],
  },
  {
    id: "systems",
    name: "Systems & Delivery",
    link: "/codex-supply-chain",
    title: "Systems & Delivery",
    intro: ["CODEX, CM+ and the Academy."],
    submenu: [{ id: "codex", name: "CODEX", link: "/codex-supply-chain" }],
  },
  { id: "ai", name: "AI Ecosystem", link: "/ai-ecosystem", title: null, intro: null, submenu: null },
]
