// The one door to Pagefind (lib/pagefind.ts) over a stand-in for /pagefind/pagefind.js and the
// server's pagefind-entry.json: a page that stays open across a publish must search the new
// index, not the one it loaded first (a deleted blog was still found in the same browser).
import type { Pagefind } from "../pagefind"

type MockInstance = Pagefind & { entry: string; destroyed: boolean }

let mockLiveEntry = "en_1"
/** The entry the browser's cache holds, as Pagefind last read it. */
let mockCachedEntry: string | null = null
let mockInstances: MockInstance[] = []
let requests: { url: string; cache?: RequestCache }[] = []

jest.mock(
  "/pagefind/pagefind.js",
  () => ({
    createInstance: (options: Record<string, unknown>) => {
      const instance: MockInstance = {
        entry: "",
        destroyed: false,
        init: async () => {
          // Pagefind reads the entry at its fixed address, which the browser then caches.
          expect(options).toMatchObject({
            metaCacheTag: "live",
            noWorker: true,
          })
          instance.entry = mockLiveEntry
          mockCachedEntry = mockLiveEntry
        },
        destroy: async () => {
          instance.destroyed = true
        },
        preload: async () => undefined,
        search: async () => ({ results: [] }),
        filters: async () => ({}),
      }
      mockInstances.push(instance)
      return instance
    },
  }),
  { virtual: true }
)

const entryResponse = (hash: string) =>
  ({
    ok: true,
    json: async () => ({ languages: { en: { hash, page_count: 3 } } }),
  }) as Response

beforeEach(() => {
  jest.resetModules()
  jest.useFakeTimers({ now: new Date("2026-11-27T06:00:00Z") })
  mockLiveEntry = "en_1"
  mockCachedEntry = null
  mockInstances = []
  requests = []
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(url), cache: init?.cache })
    expect(String(url)).toBe("/pagefind/pagefind-entry.json?ts=live")
    if (init?.cache === "force-cache" && mockCachedEntry)
      return entryResponse(mockCachedEntry)
    mockCachedEntry = mockLiveEntry
    return entryResponse(mockLiveEntry)
  }) as typeof fetch
})

afterEach(() => jest.useRealTimers())

const pagefind = () => require("../pagefind") as typeof import("../pagefind")

test("loads Pagefind once, without a worker, reading the entry it loaded from the cache", async () => {
  const { loadPagefind } = pagefind()
  const first = await loadPagefind()
  expect(await loadPagefind()).toBe(first)
  expect(mockInstances).toHaveLength(1)
  // Nothing downloaded beyond what Pagefind itself fetched.
  expect(requests).toEqual([
    { url: "/pagefind/pagefind-entry.json?ts=live", cache: "force-cache" },
  ])
})

test("a search begun after a publish gets the new index, and the old one is let go", async () => {
  const { currentPagefind, FRESH_MS } = pagefind()
  const before = await currentPagefind()
  expect((before as MockInstance).entry).toBe("en_1")

  mockLiveEntry = "en_2" // the site is published again: the deleted blog's index is gone
  jest.advanceTimersByTime(FRESH_MS + 1)
  const after = await currentPagefind()
  expect(after).not.toBe(before)
  expect((after as MockInstance).entry).toBe("en_2")
  expect((before as MockInstance).destroyed).toBe(true)
  expect(requests.at(-2)).toEqual({
    url: "/pagefind/pagefind-entry.json?ts=live",
    cache: "no-cache",
  })
})

test("an unchanged index is kept, after one revalidated request", async () => {
  const { currentPagefind, FRESH_MS } = pagefind()
  const before = await currentPagefind()
  jest.advanceTimersByTime(FRESH_MS + 1)
  expect(await currentPagefind()).toBe(before)
  expect(mockInstances).toHaveLength(1)
  expect(requests.map((request) => request.cache)).toEqual([
    "force-cache",
    "no-cache",
  ])
  // Checked just now: the next search within a few seconds asks nothing.
  expect(await currentPagefind()).toBe(before)
  expect(requests).toHaveLength(2)
})

test("a search right after loading does not check again", async () => {
  const { currentPagefind } = pagefind()
  const first = await currentPagefind()
  mockLiveEntry = "en_2"
  expect(await currentPagefind()).toBe(first)
  expect(requests.map((request) => request.cache)).toEqual(["force-cache"])
})

test("a server that cannot answer keeps the loaded index", async () => {
  const { currentPagefind, FRESH_MS } = pagefind()
  const before = await currentPagefind()
  ;(global.fetch as jest.Mock).mockImplementation(async () => {
    throw new TypeError("offline")
  })
  jest.advanceTimersByTime(FRESH_MS + 1)
  expect(await currentPagefind()).toBe(before)
})
