// Where a link or an image an administrator saves may point, as a browser would read it: a path on
// this site, or an absolute http(s) URL (https only for an image, which http would make mixed
// content). The API's schemas refuse the rest when a record is saved (URL_OR_PATH in
// schemas/common.ts); the build checks again with this, so a record stored before a rule was
// tightened never reaches a page. Browsers read a backslash as a slash, so "/\evil.example/x"
// is another host's address, like "//evil.example/x".

const SITE = "https://site.invalid"

export function isSafeUrl(
  value: unknown,
  { httpsOnly = false }: { httpsOnly?: boolean } = {}
): value is string {
  if (typeof value !== "string" || value === "" || /\s/.test(value))
    return false
  const url = parsed(value)
  if (!url) return false
  if (value.startsWith("/")) return url.origin === SITE
  return (
    /^https?:\/\//i.test(value) &&
    (url.protocol === "https:" || (!httpsOnly && url.protocol === "http:"))
  )
}

// The URL `value` names, read against this site, or null: a try rather than URL.canParse, which
// Safari before 17 lacks, since the panel and the site's fallback run this too (rich-text.ts).
function parsed(value: string): URL | null {
  try {
    return new URL(value, SITE)
  } catch {
    return null
  }
}
