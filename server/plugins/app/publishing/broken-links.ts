import path from "node:path"
import { clientOnlyRoutes, isFile } from "../../../common/gatsby-public"
import { titleOf } from "../editorial/editorial"
import { htmlFieldsOf } from "../editorial/rich-text"
import {
  editorialResources,
  type ResourceName,
} from "../../../../schemas/content"
import type { BrokenLink } from "../../../../schemas/publishing"

// The internal links (href="/…") in the published rich text of the records that has some (a
// blog's content, a programme's description) that lead to no page of the live site: no file and
// no folder with an index.html at that path in the release being served, and, for a blog's or a
// programme's own address, no published record by that id or slug either (the server answers
// those from the client-only shell, as site-static.ts does). Paths the server answers itself
// (/api/…, /uploads/…) are not pages and are not checked. Computed for the live release, from
// the records as they are published (GET /api/admin/publish).

// Records' fields read back: text, numbers or null.
export type LiveRecord = Record<string, unknown> & { id: string }

export interface BrokenLinkSources {
  // The folder of the release being served.
  siteDir: string
  published: (resource: ResourceName) => Promise<LiveRecord[]>
}

const NOT_PAGES = /^\/(api|uploads)(\/|$)/
const HREF = /<a\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi

const decodeEntities = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")

/** The internal links of `html`, as written: each `href` starting with one slash. */
export function internalHrefs(html: string): string[] {
  const found = new Set<string>()
  for (const match of html.matchAll(HREF)) {
    const href = decodeEntities((match[1] ?? match[2] ?? match[3]).trim())
    if (/^\/(?![/\\])/.test(href)) found.add(href)
  }
  return [...found]
}

// The path an internal link names, decoded, without its query, fragment or trailing slash; null
// when it cannot be read or would leave the site's folder.
function pathOf(href: string): string | null {
  try {
    const { pathname } = new URL(href, "https://site.invalid")
    const decoded = decodeURIComponent(pathname)
    if (decoded.split("/").includes("..") || decoded.includes("\0")) return null
    return decoded.length > 1 ? decoded.replace(/\/+$/, "") : decoded
  } catch {
    return null
  }
}

// The ids and slugs of the published records that have their own address.
async function recordKeys(sources: BrokenLinkSources) {
  const keys = new Map<string, Set<string>>()
  for (const route of clientOnlyRoutes) {
    if (!route.resource) continue
    const records = await sources.published(route.resource)
    keys.set(
      route.prefix,
      new Set(
        records.flatMap((record) =>
          [record.id, record.slug].filter(
            (key): key is string => typeof key === "string" && key !== ""
          )
        )
      )
    )
  }
  return keys
}

type Keys = Awaited<ReturnType<typeof recordKeys>>

async function leadsToPage(siteDir: string, href: string, keys: Keys) {
  if (NOT_PAGES.test(href)) return true
  const pathname = pathOf(href)
  if (pathname === null) return false
  const file = path.join(siteDir, pathname)
  if (pathname !== "/" && (await isFile(file))) return true
  if (await isFile(path.join(file, "index.html"))) return true
  const route = clientOnlyRoutes.find((candidate) =>
    candidate.matches(pathname)
  )
  if (!route) return false
  if (!route.resource) return true
  return keys.get(route.prefix)?.has(pathname.slice(route.prefix.length + 1))
}

/** Every internal link of the published rich text that leads to no page, once per record. */
export async function findBrokenLinks(
  sources: BrokenLinkSources
): Promise<BrokenLink[]> {
  const keys = await recordKeys(sources)
  const broken: BrokenLink[] = []
  const checked = new Map<string, boolean>()
  for (const resource of editorialResources) {
    const fields = htmlFieldsOf(resource)
    if (!fields.length) continue
    for (const record of await sources.published(resource)) {
      const hrefs = new Set(
        fields.flatMap((field) =>
          typeof record[field] === "string"
            ? internalHrefs(record[field] as string)
            : []
        )
      )
      for (const href of hrefs) {
        if (!checked.has(href))
          checked.set(
            href,
            Boolean(await leadsToPage(sources.siteDir, href, keys))
          )
        if (!checked.get(href))
          broken.push({
            resource,
            id: record.id,
            title: titleOf(resource, record),
            href,
          })
      }
    }
  }
  return broken
}

/**
 * The broken links of the live release, found once per build id (the first status read after a
 * build goes live, or after a release is restored) and kept while that build is live.
 */
export function liveBrokenLinks(
  sources: BrokenLinkSources & {
    onError: (error: unknown) => void
  }
) {
  let found: { buildId: string; links: Promise<BrokenLink[]> } | null = null
  return (buildId: string | undefined): Promise<BrokenLink[]> => {
    if (!buildId) return Promise.resolve([])
    if (found?.buildId !== buildId) {
      const links = findBrokenLinks(sources).catch((error) => {
        sources.onError(error)
        // Found again on the next read, rather than an empty list kept for the whole build.
        if (found?.links === links) found = null
        return []
      })
      found = { buildId, links }
    }
    return found.links
  }
}
