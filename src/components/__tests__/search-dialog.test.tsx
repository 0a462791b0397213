import * as React from "react"
import {
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import { SiteHeader } from "../site-header"
import { loadPagefind } from "../../lib/pagefind"
import { fakePagefind, type FakePagefind } from "./fake-pagefind"

// Pagefind is the edge: its bundle exists only in a built site, so the tests hand the search a
// fake index (fake-pagefind.ts). Everything else is the real dialog, hooks and result mapping.
let mockPagefind: FakePagefind
jest.mock("../../lib/pagefind", () => {
  const load = jest.fn(() => Promise.resolve(mockPagefind))
  // Whether the index is still the live one is lib/pagefind's own test.
  return { loadPagefind: load, currentPagefind: () => load() }
})
jest.mock("../../hooks/use-menus", () => ({
  useMenus: () => require("./fixtures").menus,
}))
jest.mock("../../hooks/use-site-config", () => ({
  useSiteConfig: () => ({ name: "Coreval" }),
}))

const load = loadPagefind as jest.Mock

beforeEach(() => {
  mockPagefind = fakePagefind()
  load.mockClear()
  ;(navigate as jest.Mock).mockClear()
})

async function openSearch() {
  const user = userEvent.setup()
  render(<SiteHeader pathname="/" />)
  await user.click(screen.getByRole("link", { name: "Search" }))
  const dialog = await screen.findByRole("dialog", { name: "Search the site" })
  // The results' status line comes once the dialog has mounted.
  await within(dialog).findByRole("status")
  return { user, dialog, input: within(dialog).getByRole("searchbox") }
}

const status = (dialog: HTMLElement) => within(dialog).getByRole("status")
const results = (dialog: HTMLElement) =>
  within(within(dialog).getByRole("list", { name: "Results" })).getAllByRole(
    "link"
  )

describe("the search dialog", () => {
  it("loads nothing of the search until the button is pointed at", async () => {
    const user = userEvent.setup()
    render(<SiteHeader pathname="/" />)
    const button = screen.getByRole("link", { name: "Search" })
    expect(button).toHaveAttribute("href", "/search")
    expect(load).not.toHaveBeenCalled()
    await user.hover(button)
    await waitFor(() => expect(load).toHaveBeenCalled())
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })

  it("opens with focus in the field and shows results as you type: kind, title, marked excerpt", async () => {
    const { user, dialog, input } = await openSearch()
    expect(input).toHaveFocus()
    expect(status(dialog)).toHaveTextContent("Type a word or two")
    await user.type(input, "drilling")
    await waitFor(() =>
      expect(status(dialog)).toHaveTextContent("3 results for “drilling”.")
    )
    const [caseStudy, article, course] = results(dialog)
    expect(caseStudy).toHaveAttribute("href", "/drilling-cost-transformation")
    expect(caseStudy).toHaveTextContent(
      /^Case study\s*Drilling Cost Transformation/
    )
    expect(caseStudy.querySelector("mark")).toHaveTextContent("drilling")
    // The page's `<and>` arrives escaped from the index and is shown as text.
    expect(article).toHaveTextContent(
      "What the drilling rate hides <and> what it costs."
    )
    expect(article.querySelector("and")).toBeNull()
    // A course has no page: it is found at its heading's anchor, and the page's other words did not match.
    expect(course).toHaveAttribute("href", "/skillset-development#course-c1")
    expect(course).toHaveTextContent(/^Course\s*Drilling Contracts/)
    expect(results(dialog)).toHaveLength(3)
  })

  it("opens the first result on Enter, and closes", async () => {
    const { user, dialog, input } = await openSearch()
    await user.type(input, "drilling")
    await waitFor(() => expect(results(dialog)).toHaveLength(3))
    await user.keyboard("{Enter}")
    expect(navigate).toHaveBeenCalledWith("/drilling-cost-transformation")
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })

  it("moves through the results with the arrow keys and back to the field", async () => {
    const { user, dialog, input } = await openSearch()
    await user.type(input, "drilling")
    await waitFor(() => expect(results(dialog)).toHaveLength(3))
    const [first, second, third] = results(dialog)
    await user.keyboard("{ArrowDown}")
    expect(first).toHaveFocus()
    await user.keyboard("{ArrowDown}{ArrowDown}")
    expect(third).toHaveFocus()
    await user.keyboard("{ArrowDown}")
    expect(input).toHaveFocus()
    await user.keyboard("{ArrowUp}")
    expect(third).toHaveFocus()
    await user.keyboard("{ArrowUp}")
    expect(second).toHaveFocus()
    // Typing while on a result goes back to editing the query.
    await user.keyboard("{Backspace}")
    expect(input).toHaveFocus()
  })

  it("closes on Escape and gives focus back to the button", async () => {
    const { user } = await openSearch()
    await user.keyboard("{Escape}")
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Search" })).toHaveFocus()
  })

  it("narrows the results to one kind", async () => {
    const { user, dialog, input } = await openSearch()
    await user.type(input, "drilling")
    await waitFor(() => expect(results(dialog)).toHaveLength(3))
    await user.click(within(dialog).getByRole("button", { name: "Course" }))
    await waitFor(() => expect(results(dialog)).toHaveLength(1))
    expect(results(dialog)[0]).toHaveAttribute(
      "href",
      "/skillset-development#course-c1"
    )
    expect(mockPagefind.searches.at(-1)).toEqual({
      term: "drilling",
      options: { filters: { kind: "course" } },
    })
    expect(
      within(dialog).getByRole("button", { name: "Course" })
    ).toHaveAttribute("aria-pressed", "true")
  })

  it("searches as the words are typed, and loads the results' fragments once typing pauses", async () => {
    const { user, dialog, input } = await openSearch()
    await user.type(input, "drilling")
    await waitFor(() => expect(results(dialog).length).toBeGreaterThan(0))
    expect(mockPagefind.searches.map((search) => search.term)).toEqual(
      expect.arrayContaining(["d", "drill", "drilling"])
    )
    // A fragment is a download: only the query typing paused on loads any.
    expect(new Set(mockPagefind.fragments)).toEqual(new Set(["drilling"]))
  })

  it("shows the results as their fragments arrive, in order, and says it is searching until all have", async () => {
    mockPagefind = fakePagefind(
      Array.from({ length: 3 }, (_, n) => ({
        url: `/valves-${n}/`,
        title: `Valves ${n}`,
        kinds: ["article"],
        sections: [{ text: `Valve number ${n}` }],
      }))
    )
    // The second page's fragment is slow to download.
    let release = () => {}
    const slow = new Promise<void>((resolve) => (release = resolve))
    const search = mockPagefind.search
    mockPagefind.search = async (term, options) => {
      const found = await search(term, options)
      return {
        results: found!.results.map((result, index) =>
          index === 1
            ? { ...result, data: () => slow.then(() => result.data()) }
            : result
        ),
      }
    }
    const { user, dialog, input } = await openSearch()
    await user.type(input, "valve")
    await waitFor(() => expect(results(dialog)).toHaveLength(1))
    expect(results(dialog)[0]).toHaveTextContent("Valves 0")
    expect(status(dialog)).toHaveTextContent("Searching")
    release()
    await waitFor(() => expect(results(dialog)).toHaveLength(3))
    expect(status(dialog)).toHaveTextContent("3 results for “valve”.")
    expect(results(dialog).map((link) => link.textContent)).toEqual([
      expect.stringContaining("Valves 0"),
      expect.stringContaining("Valves 1"),
      expect.stringContaining("Valves 2"),
    ])
  })

  it("loads five pages' results at a time (a download each), and more on request", async () => {
    mockPagefind = fakePagefind(
      Array.from({ length: 10 }, (_, n) => ({
        url: `/valves-${n}/`,
        title: `Valves ${n}`,
        kinds: ["article"],
        sections: [{ text: `Valve number ${n}` }],
      }))
    )
    const { user, dialog, input } = await openSearch()
    await user.type(input, "valve")
    await waitFor(() => expect(results(dialog)).toHaveLength(5))
    expect(status(dialog)).toHaveTextContent("5+ results for “valve”.")
    await user.click(
      within(dialog).getByRole("button", { name: "Show more results" })
    )
    await waitFor(() => expect(results(dialog)).toHaveLength(10))
    expect(status(dialog)).toHaveTextContent("10 results for “valve”.")
    expect(
      within(dialog).queryByRole("button", { name: "Show more results" })
    ).not.toBeInTheDocument()
  })

  it("says so when the search cannot be loaded, and tries again on the next query", async () => {
    load.mockImplementation(() => Promise.reject(new Error("offline")))
    const { user, dialog, input } = await openSearch()
    await user.type(input, "drilling")
    await waitFor(() =>
      expect(status(dialog)).toHaveTextContent("could not be loaded")
    )
    load.mockImplementation(() => Promise.resolve(mockPagefind))
    await user.type(input, " cost")
    await waitFor(() =>
      expect(status(dialog)).toHaveTextContent("1 result for “drilling cost”.")
    )
  })
})

describe("any query", () => {
  const hostile = [
    ["markup", '<img src=x onerror="alert(1)"><script>alert(2)</script>'],
    ["emoji", "🛢️⛽ 👩‍🔧"],
    ["right-to-left text", "تكلفة الحفر"],
    ["punctuation alone", "<>&\"'%;()"],
  ]

  it.each(hostile)(
    "shows results or 'no results' for %s, as text",
    async (_name, query) => {
      const { dialog, input } = await openSearch()
      fireEvent.change(input, { target: { value: query } })
      await waitFor(() =>
        expect(status(dialog)).toHaveTextContent(/^No results for “.*”/)
      )
      expect(status(dialog).querySelector("bdi")).toHaveTextContent(
        query.trim().replace(/\s+/g, " ")
      )
      expect(dialog.querySelector("img, script")).toBeNull()
    }
  )

  it("of 10,000 characters is cut to 100 before it is searched or shown", async () => {
    const { dialog, input } = await openSearch()
    fireEvent.change(input, { target: { value: "drilling ".repeat(1111) } })
    await waitFor(() => expect(status(dialog)).toHaveTextContent(/results for/))
    const searched = mockPagefind.searches.at(-1)!.term
    expect(searched.length).toBeLessThanOrEqual(100)
    expect(searched.split(" ")).toHaveLength(10)
  })

  it("that is empty or blank asks for a word and searches nothing", async () => {
    const { dialog, input } = await openSearch()
    fireEvent.change(input, { target: { value: "   \n\t " } })
    expect(status(dialog)).toHaveTextContent("Type a word or two")
    // Searches run in the order typed: once the next query's results are in, a search for the
    // blank one would have been recorded before it.
    fireEvent.change(input, { target: { value: "drilling" } })
    await waitFor(() => expect(results(dialog)).toHaveLength(3))
    expect(mockPagefind.searches.map((search) => search.term)).toEqual([
      "drilling",
    ])
  })
})
