import {
  cleanQuery,
  excerptParts,
  hasWords,
  hitsOf,
  MAX_QUERY_LENGTH,
  MAX_QUERY_WORDS,
  pathWords,
  rankSuggestions,
  sitePath,
} from "../search"
import type { PagefindFragment } from "../pagefind"

// Strings an attacker or a clumsy paste would send: every shape and size, generated.
function randomText(random: () => number, length: number) {
  const pools = [
    () => String.fromCharCode(Math.floor(random() * 0x80)), // ASCII, controls included
    () => String.fromCharCode(0xd800 + Math.floor(random() * 0x800)), // lone surrogates
    () => String.fromCodePoint(0x1f300 + Math.floor(random() * 0x300)), // emoji
    () => String.fromCharCode(0x0600 + Math.floor(random() * 0x100)), // Arabic
    () =>
      ["<", ">", "&", '"', "'", "\u202e", "\u200b", "\n", " "][
        Math.floor(random() * 9)
      ],
  ]
  let text = ""
  while (text.length < length)
    text += pools[Math.floor(random() * pools.length)]()
  return text
}

function seeded(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed / 2 ** 31
  }
}

describe("cleanQuery", () => {
  it("keeps what a visitor types, trimmed and with single spaces", () => {
    expect(cleanQuery("  drilling   cost\n")).toBe("drilling cost")
    expect(cleanQuery("تكلفة الحفر")).toBe("تكلفة الحفر")
    expect(cleanQuery("👩‍🔧 valves")).toBe("👩‍🔧 valves")
  })

  it("turns anything that is not a string into an empty query", () => {
    for (const value of [undefined, null, 42, {}, ["drilling"]])
      expect(cleanQuery(value)).toBe("")
  })

  it("keeps at most 10 words and 100 characters, never half an emoji", () => {
    expect(cleanQuery("word ".repeat(50)).split(" ")).toHaveLength(
      MAX_QUERY_WORDS
    )
    const long = cleanQuery("x".repeat(10_000))
    expect(long).toHaveLength(MAX_QUERY_LENGTH)
    const emoji = cleanQuery("a" + "🛢".repeat(200))
    expect(Array.from(emoji)).toHaveLength(MAX_QUERY_LENGTH)
    expect(emoji.endsWith("🛢")).toBe(true)
  })

  it.each(Array.from({ length: 200 }, (_, seed) => seed))(
    "makes generated text #%i safe to search, to show and to put in an address",
    (seed) => {
      const random = seeded(seed + 1)
      const raw = randomText(random, Math.floor(random() * 10_000))
      const query = cleanQuery(raw)
      expect(Array.from(query).length).toBeLessThanOrEqual(MAX_QUERY_LENGTH)
      expect(query).not.toMatch(/[\p{Cc}\p{Cs}]/u)
      expect(query).toBe(query.trim())
      expect(() => encodeURIComponent(query)).not.toThrow()
      expect(cleanQuery(query)).toBe(query)
    }
  )
})

describe("hasWords", () => {
  it("is true only when there is a letter or digit to look for", () => {
    expect(hasWords("drilling")).toBe(true)
    expect(hasWords("40%")).toBe(true)
    expect(hasWords("الحفر")).toBe(true)
    expect(hasWords("<>&;!")).toBe(false)
    expect(hasWords("🛢️")).toBe(false)
  })
})

describe("excerptParts", () => {
  it("marks Pagefind's <mark>ed words and unescapes the page's own < and >", () => {
    expect(
      excerptParts(
        "Cut <mark>drilling</mark> cost &lt;b&gt; by <mark>60%</mark>"
      )
    ).toEqual([
      { text: "Cut ", marked: false },
      { text: "drilling", marked: true },
      { text: " cost <b> by ", marked: false },
      { text: "60%", marked: true },
    ])
  })

  it("leaves anything else as text", () => {
    expect(excerptParts("<img src=x onerror=alert(1)>")).toEqual([
      { text: "<img src=x onerror=alert(1)>", marked: false },
    ])
  })
})

describe("sitePath", () => {
  it.each([
    ["/drilling-cost-transformation/", "/drilling-cost-transformation"],
    ["/skillset-development/#course-1", "/skillset-development#course-1"],
    ["/", "/"],
    ["https://example.com/faq/", "/faq"],
    ["faq/", "/faq"],
  ])("writes %s as %s", (url, path) => expect(sitePath(url)).toBe(path))
})

describe("hitsOf", () => {
  const academy: PagefindFragment = {
    url: "/skillset-development/",
    meta: { title: "Academy" },
    filters: { kind: ["page", "course"] },
    excerpt: "whole page",
    sub_results: [
      {
        title: "Academy",
        url: "/skillset-development/",
        excerpt: "the <mark>contract</mark> teams",
      },
      {
        title: "Contract Management",
        url: "/skillset-development/#course-7",
        anchor: { element: "h3", id: "course-7" },
        excerpt: "<mark>Contract</mark> Management in two days",
      },
      {
        title: "Benefits",
        url: "/skillset-development/#benefits-title",
        anchor: { element: "h2", id: "benefits-title" },
        excerpt: "more <mark>contract</mark> value",
      },
    ],
  }

  it("gives the page and each of its items that matched, the item at its anchor", () => {
    expect(
      hitsOf(academy).map(({ url, title, kind }) => ({ url, title, kind }))
    ).toEqual([
      { url: "/skillset-development", title: "Academy", kind: "page" },
      {
        url: "/skillset-development#course-7",
        title: "Contract Management",
        kind: "course",
      },
    ])
  })

  it("gives only the results of a chosen kind", () => {
    expect(hitsOf(academy, "course").map((hit) => hit.kind)).toEqual(["course"])
    expect(hitsOf(academy, "page").map((hit) => hit.kind)).toEqual(["page"])
    expect(hitsOf(academy, "article")).toEqual([])
  })

  it("leaves out the page when only its items matched", () => {
    const onlyCourse = { ...academy, sub_results: [academy.sub_results[1]] }
    expect(hitsOf(onlyCourse).map((hit) => hit.kind)).toEqual(["course"])
  })

  it("names a page without a title by its address", () => {
    const bare: PagefindFragment = {
      url: "/faq/",
      meta: {},
      filters: {},
      excerpt: "x",
      sub_results: [],
    }
    expect(hitsOf(bare)).toEqual([
      {
        url: "/faq",
        title: "/faq",
        kind: "page",
        excerpt: [{ text: "x", marked: false }],
      },
    ])
  })
})

describe("pathWords", () => {
  it.each([
    ["/drilling-cost_case.html", ["drilling", "cost", "case"]],
    [
      "/blog-articles-business-cases/Local-Content",
      ["blog", "articles", "business", "cases", "local", "content"],
    ],
    ["/%E2%82%AC-%D8%A7%D9%84%D8%AD%D9%81%D8%B1", ["الحفر"]],
    ["/%E0%A4%A", ["e0", "a4"]],
    ["/404", []],
    ["/", []],
    ["/the/index.php", []],
  ])("finds the words of %s", (path, words) =>
    expect(pathWords(path)).toEqual(words)
  )

  it("keeps six words at most, each once", () => {
    expect(pathWords("/a1-b2-c3-d4-e5-f6-g7-a1")).toEqual([
      "a1",
      "b2",
      "c3",
      "d4",
      "e5",
      "f6",
    ])
    expect(pathWords("/cost/cost/COST")).toEqual(["cost"])
  })
})

describe("rankSuggestions", () => {
  it("puts pages holding more of the words first, then the better ranked", () => {
    const a = { id: "a" }
    const b = { id: "b" }
    const c = { id: "c" }
    expect(rankSuggestions([[a, b], [c, b], [b]], 5)).toEqual([b, a, c])
    expect(rankSuggestions([[a, b, c]], 2)).toEqual([a, b])
    expect(rankSuggestions([], 5)).toEqual([])
  })
})
