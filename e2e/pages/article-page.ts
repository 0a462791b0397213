import type { Page } from "@playwright/test"
import { SitePage } from "./site-page"

/** The 14 article routes, exactly as SPEC section 2 spells them (mixed case included). */
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

/** An article page: hero, body, service badges, meeting invitation and the 'More Articles' carousel. */
export class ArticlePage extends SitePage {
  constructor(page: Page) {
    super(page)
  }

  readonly article = {
    hero: () => this.page.getByRole("region", { name: "Introduction" }),
    heroHeading: () => this.article.hero().getByRole("heading", { level: 2 }),
    body: () => this.page.getByTestId("article-body"),
    badges: () => this.page.getByRole("region", { name: "Visit these services for more detail" }),
    moreSection: () => this.page.getByRole("region", { name: "More Articles & Business Cases?" }),
    carousel: () => this.article.moreSection().getByRole("region", { name: "Articles and business cases" }),
    carouselCards: () => this.article.carousel().locator(".slick-slide:not(.slick-cloned) article"),
  }
}
