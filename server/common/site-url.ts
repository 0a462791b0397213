import { SITE_PATH } from "../../schemas/common"

// Links to the site built from what a visitor sends (a form's `page`, a request's Referer): the
// host of a link always comes from siteUrl, and a path that would leave the site is dropped.

const sitePath = new RegExp(SITE_PATH)

// A path of the site as an absolute URL on siteUrl, or null for anything that would lead to
// another host (a whole URL, `//host`, `/\host`).
export function siteLink(path: string, siteUrl: string): string | null {
  if (!sitePath.test(path)) return null
  const url = new URL(path, siteUrl)
  return url.origin === new URL(siteUrl).origin ? url.toString() : null
}

// The path of the site's page a Referer names, without query or fragment, or "" when the Referer
// is not a page of the site.
export function refererPath(
  referer: string | undefined,
  siteUrl: string
): string {
  if (!referer || !URL.canParse(referer)) return ""
  const url = new URL(referer)
  if (url.origin !== new URL(siteUrl).origin) return ""
  return sitePath.test(url.pathname) ? url.pathname.slice(0, 2048) : ""
}
