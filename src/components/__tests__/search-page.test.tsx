import * as React from "react"
import { fireEvent, render, screen, waitFor } from "@testing-library/react"
import type { PageProps } from "gatsby"
import { TextEncoder } from "node:util"
import SearchPage from "../../pages/search"
import { SearchSuggestions } from "../../sections/search-suggestions"
import { fakePagefind, type FakePagefind } from "./fake-pagefind"

// Pagefind is the edge (see search-dialog.test.tsx).
let mockPagefind: FakePagefind
jest.mock("../../lib/pagefind", () => {
  const load = jest.fn(() => Promise.resolve(mockPagefind))
  // Whether the index is still the live one is lib/pagefind's own test.
  return { loadPagefind: load, currentPagefind: () => load() }
})

beforeEach(() => {
  mockPagefind = fakePagefind()
  window.history.replaceState(null, "", "/search")
})

const pageProps = (search: string) =>
  ({ location: { pathname: "/search", search } }) as unknown as PageProps

describe("the /search page", () => {
  it("is a plain GET form that explains itself without JavaScript", () => {
    // React's server renderer, as Gatsby runs it at build time; jsdom lacks the TextEncoder it needs.
    Object.assign(globalThis, { TextEncoder })
    const { renderToString } = require("react-dom/server")
    const html = renderToString(<SearchPage {...pageProps("?q=drilling")} />)
    const page = document.createElement("div")
    page.innerHTML = html
    const form = page.querySelector("form[role=search]")!
    expect(form).toHaveAttribute("action", "/search")
    expect(form).toHaveAttribute("method", "get")
    expect(form.querySelector("input")).toHaveAttribute("name", "q")
    // Shown by CSS only where scripts do not run (`noscript:block`, the scripting media query).
    const note = page.querySelector("p.noscript\\:block")!
    expect(note).toHaveTextContent("Search needs JavaScript")
    expect(
      note.querySelector('a[href="/article-business-cases-background"]')
    ).not.toBeNull()
    expect(note.querySelector('a[href="/sitemap-index.xml"]')).not.toBeNull()
    // No status waiting for scripts that may never run.
    expect(page.querySelector("[role=status]")).toBeNull()
  })

  it("searches the address's query at once, and keeps the address in step with the field", async () => {
    render(<SearchPage {...pageProps("?q=drilling")} />)
    const input = screen.getByRole("searchbox")
    await waitFor(() => expect(input).toHaveValue("drilling"))
    await screen.findByText("3 results for", { exact: false })
    fireEvent.change(input, { target: { value: "drilling  cost " } })
    expect(window.location.search).toBe("?q=drilling+cost")
    await screen.findByText("1 result for", { exact: false })
    fireEvent.change(input, { target: { value: "" } })
    expect(window.location.pathname + window.location.search).toBe("/search")
  })
})

describe("the error page's suggestions", () => {
  it("suggests pages holding the words of the missing address, and a search for them", async () => {
    render(<SearchSuggestions pathname="/drilling-kosts" />)
    await screen.findByRole("heading", {
      name: "Were you looking for one of these?",
    })
    const links = screen.getAllByRole("link")
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/drilling-cost-transformation",
      "/blog-articles-business-cases/drilling-cost-transformationblog",
      "/skillset-development#course-c1",
      "/search?q=drilling+kosts",
    ])
    expect(mockPagefind.searches.map((s) => s.term)).toEqual([
      "drilling",
      "kosts",
    ])
  })

  it("shows nothing when no word matches, or there is none", async () => {
    const { container } = render(<SearchSuggestions pathname="/zzz-qqq" />)
    await waitFor(() => expect(mockPagefind.searches).toHaveLength(2))
    expect(container).toBeEmptyDOMElement()
    render(<SearchSuggestions pathname="/404" />)
    expect(mockPagefind.searches).toHaveLength(2)
  })
})
