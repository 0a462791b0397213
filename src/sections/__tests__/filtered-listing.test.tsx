import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import { FilteredListing } from "../filtered-listing"
import {
  countFacets,
  filterSearch,
  readFilter,
  slugOf,
  topicsOf,
} from "../../lib/listing-filters"

const image = null as never

const article = (
  id: string,
  category: string,
  services: string[]
): React.ComponentProps<typeof FilteredListing>["articles"][number] => ({
  id,
  frontmatter: {
    title: `Title ${id}`,
    slug: `/articles/${id}`,
    category,
    excerpt: null,
    description: `About ${id}`,
    image,
    imageAlt: null,
    services,
  },
})

// In the listing's curated order.
const articles = [
  article("philosophy", "Philosophy", ["/cost-and-value-philosophy"]),
  article("kpi", "Article", [
    "/post-award-contract-management",
    "/commercial-assurance",
  ]),
  article("drilling", "Case Study", [
    "/category-strategy",
    "/tendering-outsourcing",
  ]),
  article("valves", "Thinking", [
    "/category-strategy",
    "/materials-management",
  ]),
  article("strategy", "Case Study", ["/category-strategy", "/unknown-page"]),
]

const blog = (recordId: string, category: string | null) => ({
  recordId,
  slug: `blog-${recordId}`,
  title: `Blog ${recordId}`,
  summary: null,
  category,
  image: null,
  imageAlt: null,
  imageFocus: null,
  imageFile: null as never,
})
const blogs = [
  blog("b1", "Energy transition"),
  blog("b2", "case study"),
  blog("b3", null),
]

const offerings = [
  { link: "/category-strategy", shortName: "Category Strategy" },
  { link: "/post-award-contract-management", shortName: "Contract Management" },
  { link: "/commercial-assurance", shortName: "Commercial Assurance" },
  { link: "/tendering-outsourcing", shortName: "Tendering" },
  { link: "/materials-management", shortName: "Materials" },
  { link: "/cost-and-value-philosophy", shortName: "C&V Philosophy" },
  { link: "/ai-ecosystem", shortName: "AI Ecosystem" },
]

const copy = {
  label: "Filter the articles",
  topic: "Topic",
  type: "Type",
  all: "All",
  types: ["Article", "Philosophy", "Case Study", "Thinking"],
  empty: "No article is of that type on that topic yet.",
  clear: "Show every article",
}

function renderListing(search = "") {
  return render(
    <FilteredListing
      articles={articles}
      blogs={blogs}
      offerings={offerings}
      copy={copy}
      readLabel="Read"
      search={search}
    />
  )
}

const cardTitles = () =>
  screen
    .queryAllByRole("heading", { level: 2 })
    .map((heading) => heading.textContent)
    .filter((text) => text !== "Topic" && text !== "Type")

const group = (name: string) =>
  screen.getByRole("heading", { name }).parentElement as HTMLElement

describe("the articles listing's filters", () => {
  it("lists every card, the curated ones first, when unfiltered", () => {
    renderListing()
    expect(cardTitles()).toEqual([
      "Title philosophy",
      "Title kpi",
      "Title drilling",
      "Title valves",
      "Title strategy",
      "Blog b1",
      "Blog b2",
      "Blog b3",
    ])
  })

  it("offers the services the articles name, in the site's order, then blog categories, with counts", () => {
    renderListing()
    const topics = within(group("Topic"))
      .getAllByRole("link")
      .map((l) => l.textContent)
    expect(topics).toEqual([
      "All (8)",
      "Category Strategy (3)",
      "Contract Management (1)",
      "Commercial Assurance (1)",
      "Tendering (1)",
      "Materials (1)",
      "C&V Philosophy (1)",
      "Energy transition (1)",
    ])
    const types = within(group("Type"))
      .getAllByRole("link")
      .map((l) => l.textContent)
    // A blog whose category is a type counts as that type.
    expect(types).toEqual([
      "All (8)",
      "Article (1)",
      "Philosophy (1)",
      "Case Study (3)",
      "Thinking (1)",
    ])
  })

  it("shows what the address asks for, marks the choice, and counts the other group within it", () => {
    renderListing("?topic=category-strategy")
    expect(cardTitles()).toEqual([
      "Title drilling",
      "Title valves",
      "Title strategy",
    ])
    const chosen = within(group("Topic")).getByRole("link", {
      name: /Category Strategy/,
    })
    expect(chosen).toHaveAttribute("aria-current", "true")
    const types = within(group("Type"))
      .getAllByRole("link")
      .map((l) => l.textContent)
    expect(types).toEqual([
      "All (3)",
      "Article (0)",
      "Philosophy (0)",
      "Case Study (2)",
      "Thinking (1)",
    ])
  })

  it("combines a topic and a type, and links each option to its address", () => {
    renderListing("?topic=category-strategy&type=case-study")
    expect(cardTitles()).toEqual(["Title drilling", "Title strategy"])
    expect(
      within(group("Type")).getByRole("link", { name: /Thinking/ })
    ).toHaveAttribute(
      "href",
      "/article-business-cases-background?topic=category-strategy&type=thinking"
    )
    expect(
      within(group("Topic")).getByRole("link", { name: /All/ })
    ).toHaveAttribute(
      "href",
      "/article-business-cases-background?type=case-study"
    )
  })

  it("follows a filter without reloading the page", async () => {
    renderListing()
    await userEvent.click(
      within(group("Type")).getByRole("link", { name: /Thinking/ })
    )
    expect(navigate).toHaveBeenCalledWith(
      "/article-business-cases-background?type=thinking"
    )
  })

  it("files a panel blog under its category: as a topic, or as a type when it is one", () => {
    const { unmount } = renderListing("?topic=energy-transition")
    expect(cardTitles()).toEqual(["Blog b1"])
    unmount()
    renderListing("?type=case-study")
    expect(cardTitles()).toEqual([
      "Title drilling",
      "Title strategy",
      "Blog b2",
    ])
  })

  it("says when nothing matches both, with a way back to everything", () => {
    renderListing("?topic=materials-management&type=philosophy")
    expect(screen.getByText(copy.empty)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: copy.clear })).toHaveAttribute(
      "href",
      "/article-business-cases-background"
    )
  })

  it("ignores what it does not know in the address", () => {
    renderListing("?topic=%3Cscript%3E&type=nope&page=2")
    expect(cardTitles()).toHaveLength(8)
    expect(
      within(group("Topic")).getByRole("link", { name: /All/ })
    ).toHaveAttribute("aria-current", "true")
  })

  it("is marked ready once the address's filter applies (the page hides a filtered listing until then)", () => {
    const { container } = renderListing("?type=thinking")
    expect(container.querySelector("[data-listing]")).toHaveAttribute(
      "data-ready"
    )
  })
})

describe("listing-filters", () => {
  it("reads and writes the address's query", () => {
    expect(readFilter("?topic=cost-recovery&type=")).toEqual({
      topic: "cost-recovery",
      type: null,
    })
    expect(filterSearch({ topic: "a b", type: "c&d" })).toBe(
      "?topic=a+b&type=c%26d"
    )
    expect(filterSearch({ topic: null, type: null })).toBe("")
  })

  it("names a facet as an address would", () => {
    expect(slugOf("Case Study")).toBe("case-study")
    expect(slugOf("/category-strategy")).toBe("category-strategy")
    expect(slugOf("  Énergie & Transition! ")).toBe("énergie-transition")
  })

  it("orders topics as given, then the others alphabetically", () => {
    const entries = [
      {
        topics: [
          { slug: "z", name: "Zeta" },
          { slug: "b", name: "B" },
        ],
        type: null,
      },
      { topics: [{ slug: "a", name: "Alpha" }], type: null },
    ]
    expect(
      topicsOf(entries, [{ slug: "b", name: "B" }]).map((t) => t.slug)
    ).toEqual(["b", "a", "z"])
  })

  it("counts nothing for an empty listing", () => {
    expect(countFacets([], { topic: null, type: null }, [], [])).toEqual({
      topics: [],
      allTopics: 0,
      types: [],
      allTypes: 0,
    })
  })
})
