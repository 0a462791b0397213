import * as React from "react"
import { render, screen } from "@testing-library/react"
import { truncateWords } from "../../components/article-card"
import { RelatedArticles } from "../related-articles"

const article = (id: string, title: string) => ({
  id,
  frontmatter: {
    title,
    slug: `/blog-articles-business-cases/${id}`,
    category: "Article",
    excerpt: `Excerpt of ${title}`,
    description: null,
    image: null,
    imageAlt: null,
  },
})

describe("truncateWords", () => {
  it("keeps the first 4 words and adds an ellipsis", () => {
    expect(truncateWords("The triangle of our Cost & Value Philosophy")).toBe(
      "The triangle of our…"
    )
    expect(truncateWords("Local Content Development That Pays Back")).toBe(
      "Local Content Development That…"
    )
  })

  it("leaves titles of 4 words or fewer whole, without an ellipsis", () => {
    expect(truncateWords("Does focus on rates")).toBe("Does focus on rates")
    expect(truncateWords("Deliver As Planned")).toBe("Deliver As Planned")
    expect(truncateWords("  Hidden in Plain Sight ")).toBe(
      "Hidden in Plain Sight"
    )
  })

  it("counts words, not spaces", () => {
    expect(truncateWords("Conflict  or   Conflicting KPI's? Really")).toBe(
      "Conflict or Conflicting KPI's?…"
    )
  })
})

describe("RelatedArticles", () => {
  it("shows the cut title but names each link with the full title for assistive technology and on hover", () => {
    render(
      <RelatedArticles
        articles={[
          article("triangle", "The triangle of our Cost & Value Philosophy"),
          article("deliver", "Deliver As Planned"),
        ]}
      />
    )
    const link = screen.getByRole("link", {
      name: "The triangle of our Cost & Value Philosophy",
    })
    expect(link).toHaveAttribute(
      "href",
      "/blog-articles-business-cases/triangle"
    )
    expect(screen.getByText("The triangle of our…")).toHaveAttribute(
      "aria-hidden",
      "true"
    )
    expect(link.closest("h3")).toHaveAttribute(
      "title",
      "The triangle of our Cost & Value Philosophy"
    )

    const short = screen.getByRole("link", { name: "Deliver As Planned" })
    expect(short).toHaveTextContent(/^Deliver As Planned$/)
  })

  it("renders one card per article, in order", () => {
    render(
      <RelatedArticles
        articles={[
          article("a", "First one"),
          article("b", "Second one"),
          article("c", "Third one"),
        ]}
      />
    )
    expect(
      screen
        .getAllByRole("listitem")
        .map((item) => item.querySelector("h3")!.textContent)
    ).toEqual(["First one", "Second one", "Third one"])
  })
})
