import { readdirSync, readFileSync } from "node:fs"
import type { Page } from "@playwright/test"
import { SitePage } from "./site-page"

/**
 * The 14 article routes, spelt as the old site published them (mixed case included), so links to
 * them keep working.
 */
export const articlePaths = [
  ...[
    "Unlocking-value-savings-bottom-line",
    "drilling-cost-transformationblog",
    "key-performance-indicators-kpi",
    "Project-management-bottle-necks",
    "Solutions-to-influence-cost",
    "discount-price-reduction",
    "budget-constraints-delivery",
    "businessplan",
    "local-content-development",
    "the-art-of-the-deal-outsourcing-supply-chain",
    "Performance-dna-procurement-supplychain-department",
    "Materials-Management",
  ].map((slug) => `/blog-articles-business-cases/${slug}`),
  "/articles-business-cases/sourcing-strategy",
  "/articles-business-cases/supply-Chain-Procurement-Management-System",
]

/**
 * The slugs of the 'More Articles' carousel, in its order: the articles (not the case study) by
 * their `order`, as content/articles gives them.
 */
export const carouselSlugs = readdirSync("content/articles")
  .map((dir) => readFileSync(`content/articles/${dir}/index.mdx`, "utf8"))
  .map((text) => ({
    slug: /^slug: "(.+)"$/m.exec(text)![1],
    template: /^template: "(.+)"$/m.exec(text)![1],
    order: Number(/^order: (\d+)$/m.exec(text)![1]),
  }))
  .filter((article) => article.template === "article")
  .sort((a, b) => a.order - b.order)
  .slice(0, 14)
  .map((article) => article.slug)

/** An article page: hero, body, service badges, meeting invitation and the 'More Articles' carousel. */
export class ArticlePage extends SitePage {
  constructor(page: Page) {
    super(page)
  }

  readonly article = {
    hero: () => this.page.getByRole("region", { name: "Introduction" }),
    heroHeading: () => this.article.hero().getByRole("heading", { level: 2 }),
    body: () => this.page.getByTestId("article-body"),
    badges: () =>
      this.page.getByRole("region", {
        name: "Visit these services for more detail",
      }),
    moreSection: () =>
      this.page.getByRole("region", {
        name: "More Articles & Business Cases?",
      }),
    carousel: () =>
      this.article
        .moreSection()
        .getByRole("region", { name: "Articles and business cases" }),
    /** The cards in view: react-slick hides the others (and an endless track's copies) from assistive technology. */
    visibleCards: () => this.article.carousel().getByRole("article"),
  }

  /** Where the carousel's cards lead, each once (an endless track repeats some at its ends). */
  async carouselLinks() {
    const hrefs = await this.article
      .carousel()
      .getByRole("link", { includeHidden: true })
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!))
    return [...new Set(hrefs)].sort()
  }
}
