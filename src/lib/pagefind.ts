// The one door to Pagefind's search in the browser: /pagefind/pagefind.js, which every build
// writes beside the index (plugins/gatsby-plugin-pagefind). It is not part of the site's bundles:
// the browser fetches it the first time something asks for it, never with a page.
// @see https://pagefind.app/docs/api/

/** What Pagefind returns for a page; only the fields the site reads. */
export type PagefindFragment = {
  url: string
  /** HTML with `<` and `>` escaped and the matched words in `<mark>`. */
  excerpt: string
  meta: Record<string, string | undefined>
  filters: Record<string, string[] | undefined>
  sub_results: PagefindSubResult[]
}

export type PagefindSubResult = {
  title: string
  url: string
  excerpt: string
  anchor?: { element: string; id: string; text?: string }
}

export type PagefindResult = {
  id: string
  score: number
  data: () => Promise<PagefindFragment>
}

export type PagefindFilters = Record<string, Record<string, number>>

export type PagefindSearchOptions = { filters?: Record<string, string> }

export type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>
  init: () => Promise<void>
  preload: (term: string, options?: PagefindSearchOptions) => Promise<void>
  search: (
    term: string,
    options?: PagefindSearchOptions
  ) => Promise<{ results: PagefindResult[] } | null>
  filters: () => Promise<PagefindFilters>
}

const BUNDLE = "/pagefind/pagefind.js"

let loading: Promise<Pagefind> | null = null

/**
 * Pagefind, loaded once and shared. A failed load is forgotten, so the next search tries again
 * (a phone back from a tunnel).
 */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= import(/* webpackIgnore: true */ BUNDLE)
    .then(async (pagefind: Pagefind) => {
      // The index's words are in the page; its own worker would be one more download and start.
      await pagefind.options({ excerptLength: 24, noWorker: true })
      await pagefind.init()
      return pagefind
    })
    .catch((error: unknown) => {
      loading = null
      throw error
    })
  return loading
}
