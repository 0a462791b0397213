// What the search index holds, as the pages mark it for Pagefind (plugins/gatsby-plugin-pagefind
// indexes the built HTML): the part of each page to read, and the kind of every result. Only
// names and tiny functions live here, since the layout and the sections import it on every page;
// the search itself (src/lib/search.ts) loads when a visitor searches.

/** What a result is. Each page has one (`Seo`'s `kind`); courses, events and news are items of a page. */
export type SearchKind =
  | "article"
  | "case-study"
  | "blog"
  | "service"
  | "programme"
  | "course"
  | "event"
  | "news"
  | "page"

/** Kinds with no page of their own: each is found at its heading's anchor on the page that lists it. */
export const ITEM_KINDS = ["course", "event", "news"] as const
export type ItemKind = (typeof ITEM_KINDS)[number]

export const isItemKind = (kind: string): kind is ItemKind =>
  (ITEM_KINDS as readonly string[]).includes(kind)

/** The id of an item's heading, so a result can link to `page#course-<id>`. */
export const itemAnchor = (kind: ItemKind, recordId: string) =>
  `${kind}-${recordId}`

/** The item kind of a heading's anchor id, or null for a heading of the page itself. */
export function itemKindOf(anchorId: string | undefined): ItemKind | null {
  const prefix = anchorId?.split("-", 1)[0] ?? ""
  return isItemKind(prefix) ? prefix : null
}

/**
 * Attributes of a block that lists items of one kind: the page is then also found under that
 * kind (a page may have several), and the search shows the items by their anchors.
 */
export const itemsOfKind = (kind: ItemKind) => ({
  "data-pagefind-filter": `kind:${kind}`,
})

/** The article listing's labels that make an article a case study in the search. */
export const articleKind = (category: string | null | undefined): SearchKind =>
  category === "Case Study" ? "case-study" : "article"

/**
 * Whether a page's main content goes into the index: not the error page, the search page, nor the
 * shells of client-only routes (`/blog/[id]`, whose records have prebuilt pages of their own).
 */
export const isIndexed = (pathname: string) =>
  !/^\/(?:404|search|dev-404-page)(?:[/.]|$)/.test(pathname) &&
  !pathname.includes("[")
