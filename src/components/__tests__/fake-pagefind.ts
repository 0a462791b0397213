// A stand-in for /pagefind/pagefind.js, the one edge the search tests replace: a few pages held
// in memory, searched the way the real index behaves where the site relies on it (every word must
// match; the kind filter; sub-results split at headings with ids; excerpts with `<` and `>`
// escaped and the matched words in <mark>).
import type {
  Pagefind,
  PagefindFragment,
  PagefindSearchOptions,
} from "../../lib/pagefind"

type Section = {
  anchor?: { element: string; id: string; text: string }
  text: string
}
export type FakePage = {
  url: string
  title: string
  kinds: string[]
  sections: Section[]
}

export const pages: FakePage[] = [
  {
    url: "/drilling-cost-transformation/",
    title: "Drilling Cost Transformation",
    kinds: ["case-study"],
    sections: [
      { text: "A drilling campaign cut its well cost by more than 60%." },
    ],
  },
  {
    url: "/blog-articles-business-cases/drilling-cost-transformationblog/",
    title: "Beyond the Rate: Lessons from a Drilling Campaign",
    kinds: ["article"],
    sections: [{ text: "What the drilling rate hides <and> what it costs." }],
  },
  {
    url: "/skillset-development/",
    title: "Academy",
    kinds: ["page", "course"],
    sections: [
      { text: "Training for the contract teams of energy companies." },
      {
        anchor: { element: "h3", id: "course-c1", text: "Drilling Contracts" },
        text: "Drilling Contracts. Two days on drilling contracts.",
      },
    ],
  },
]

const words = (text: string): string[] =>
  text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []

function excerpt(text: string, terms: string[]) {
  return text
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .split(" ")
    .map((word) =>
      terms.some((term) => words(word).includes(term))
        ? `<mark>${word}</mark>`
        : word
    )
    .join(" ")
}

function fragment(page: FakePage, terms: string[]): PagefindFragment {
  const matched = page.sections.filter((section) =>
    terms.some((term) => words(section.text).includes(term))
  )
  return {
    url: page.url,
    meta: { title: page.title },
    filters: { kind: page.kinds },
    excerpt: excerpt(matched.map((s) => s.text).join(" "), terms),
    sub_results: matched.map((section) => ({
      title: section.anchor?.text ?? page.title,
      url: section.anchor ? `${page.url}#${section.anchor.id}` : page.url,
      anchor: section.anchor,
      excerpt: excerpt(section.text, terms),
    })),
  }
}

export type FakePagefind = Pagefind & {
  searches: { term: string; options?: PagefindSearchOptions }[]
  preloads: string[]
  /** The query of each fragment loaded (`data()`). */
  fragments: string[]
}

export function fakePagefind(site: FakePage[] = pages): FakePagefind {
  const searches: FakePagefind["searches"] = []
  const preloads: string[] = []
  const fragments: string[] = []
  return {
    searches,
    preloads,
    fragments,
    init: async () => undefined,
    destroy: async () => undefined,
    preload: async (term) => {
      preloads.push(term)
    },
    filters: async () => {
      const kinds: Record<string, number> = {}
      for (const page of site)
        for (const kind of page.kinds) kinds[kind] = (kinds[kind] ?? 0) + 1
      return { kind: kinds }
    },
    search: async (term, options) => {
      searches.push({ term, options })
      const terms = words(term)
      const kind = options?.filters?.kind
      const results = site
        .filter((page) => !kind || page.kinds.includes(kind))
        .filter((page) => {
          const text = words(page.sections.map((s) => s.text).join(" "))
          return terms.length > 0 && terms.every((t) => text.includes(t))
        })
        .map((page, index) => ({
          id: page.url,
          score: 1 / (index + 1),
          data: async () => {
            fragments.push(term)
            return fragment(page, terms)
          },
        }))
      return { results }
    },
  }
}
