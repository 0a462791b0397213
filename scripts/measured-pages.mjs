// The public pages the page-load benchmarks measure: one of each kind (home, a landing page, a
// service page, an article, the listing, an accordion page, a legal page).
export const measuredPages = [
  "/",
  "/supply-chain-by-sla",
  "/category-strategy",
  "/blog-articles-business-cases/Materials-Management",
  "/article-business-cases-background",
  "/faq",
  "/copyright",
]
