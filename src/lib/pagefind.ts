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

/** One loaded index: what the site calls on it. */
export type Pagefind = {
  /** Resolves once the index's entry, metadata and WebAssembly have loaded. */
  init: () => Promise<void>
  destroy: () => Promise<void>
  preload: (term: string, options?: PagefindSearchOptions) => Promise<void>
  search: (
    term: string,
    options?: PagefindSearchOptions
  ) => Promise<{ results: PagefindResult[] } | null>
  filters: () => Promise<PagefindFilters>
}

/** /pagefind/pagefind.js: its `createInstance` gives a Pagefind of its own, loading at once. */
type PagefindModule = {
  createInstance: (options: Record<string, unknown>) => Pagefind
}

const BUNDLE = "/pagefind/pagefind.js"
// Pagefind asks for its entry (the current index's name) as pagefind-entry.json?ts=<tag>; by
// default a new tag each time, so nothing is ever cached. One fixed tag gives one address, which
// the browser keeps and revalidates (a 304 while the index is the same), and which the page can
// read too: that is how it tells whether the index it searches is still the live one.
const CACHE_TAG = "live"
const ENTRY = `/pagefind/pagefind-entry.json?ts=${CACHE_TAG}`
/** A search begun this soon after the index was loaded or checked needs no check. */
export const FRESH_MS = 10_000

let loading: Promise<Pagefind> | null = null
/** The entry the loaded index came from, and when it was last known to be the live one. */
let loaded: { entry: string | null; at: number } | null = null

/** The index's entry as text: from the browser's cache (what Pagefind read), or the server's. */
async function readEntry(cache: RequestCache): Promise<string | null> {
  const response = await fetch(ENTRY, { cache })
  return response.ok ? JSON.stringify((await response.json()).languages) : null
}

async function start(module: PagefindModule): Promise<Pagefind> {
  // The index's words are in the page; its own worker would be one more download and start.
  const pagefind = module.createInstance({
    excerptLength: 24,
    noWorker: true,
    metaCacheTag: CACHE_TAG,
  })
  await pagefind.init()
  // The entry Pagefind has just read, from the browser's cache: nothing is downloaded.
  loaded = {
    entry: await readEntry("force-cache").catch(() => null),
    at: Date.now(),
  }
  return pagefind
}

function remember(next: Promise<Pagefind>): Promise<Pagefind> {
  loading = next.catch((error: unknown) => {
    // A failed load is forgotten, so the next search tries again (a phone back from a tunnel).
    loading = null
    loaded = null
    throw error
  })
  return loading
}

/** Pagefind, loaded once and shared by every search on the page. */
export function loadPagefind(): Promise<Pagefind> {
  return (
    loading ??
    remember(
      import(/* webpackIgnore: true */ BUNDLE).then((module: PagefindModule) =>
        start(module)
      )
    )
  )
}

/**
 * Pagefind, on the live index. The site moves between pages without reloading, so a page open
 * across a publish would keep searching the index it loaded first, whose chunks the browser keeps
 * for ever, and find pages that are gone. Each search that begins (the dialog opening, /search,
 * the error page's suggestions) asks the server whether the entry changed, unless the index was
 * loaded or checked in the last few seconds: a 304 while it has not, and Pagefind loads the new
 * index when it has.
 */
export function currentPagefind(): Promise<Pagefind> {
  const previous = loading
  if (!previous || !loaded || Date.now() - loaded.at < FRESH_MS)
    return loadPagefind()
  return remember(
    previous.then(async (pagefind) => {
      const live = await readEntry("no-cache").catch(() => null)
      if (live === null || live === loaded?.entry) {
        loaded = { entry: loaded?.entry ?? live, at: Date.now() }
        return pagefind
      }
      await pagefind.destroy()
      return start(
        (await import(/* webpackIgnore: true */ BUNDLE)) as PagefindModule
      )
    })
  )
}
