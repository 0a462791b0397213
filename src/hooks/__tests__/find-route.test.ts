import { findRoute } from "../use-page-name"
import routes from "../../../content/data/routes.json"

const table = routes.map((route) => ({
  path: route.path.replace("{brand}", "coreval"),
  name: route.name,
  prefix: route.prefix ?? null,
  showHeading: route.showHeading ?? null,
}))

describe("findRoute (the heading under the header)", () => {
  it.each([
    ["/supply-chain-by-sla", "Supply Chain by SLA"],
    ["/supply-chain-by-sla/", "Supply Chain by SLA"],
    ["/category-strategy", "Category Strategy Contract Strategy"],
    ["/the-story-of-coreval", "About Us & Themes"],
    ["/faq", "Frequently Asked Questions"],
    ["/service/42", "Service detail"],
    ["/blog/7", "Blog"],
    ["/blog-articles-business-cases/Materials-Management", "Article"],
    ["/articles-business-cases/sourcing-strategy", "Article"],
  ])("%s is headed %s", (path, name) => {
    expect(findRoute(table, path)?.name).toBe(name)
  })

  it.each(["/", "/disclaimer", "/privacy_policy", "/copyright"])("%s shows no heading", (path) => {
    expect(findRoute(table, path)?.showHeading).toBe(false)
  })

  it("knows no route for an unknown URL", () => {
    expect(findRoute(table, "/no-such-page")).toBeUndefined()
  })
})
