import { expect, test } from "@playwright/test"

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

for (const [path, expected] of Object.entries(figures)) {
  test(`${path} states ${expected.join(", ")}`, async ({ page }) => {
    await page.goto(path)
    const text = (await page.getByTestId("article-body").innerText()).replace(
      /\s+/g,
      " "
    )
    for (const figure of expected) expect(text, figure).toContain(figure)
  })
}

test("the reviewed-tenders breakdown pairs each share with its finding", async ({
  page,
}) => {
  await page.goto(
    "/blog-articles-business-cases/the-art-of-the-deal-outsourcing-supply-chain"
  )
  const rows = (
    await page.getByTestId("article-body").locator("table tr").allInnerTexts()
  ).map((row) => row.replace(/\s+/g, " "))
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
