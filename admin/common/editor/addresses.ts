import { isSafeUrl } from "../../../common/links"

// The addresses a link in rich text may have: a page of this site ("/…"), an http(s) address,
// or an e-mail address (mailto:). The sanitiser drops every other scheme (javascript:, data:,
// vbscript:), and "//host" or "/\host" is another site's address dressed as a path, so the
// editor refuses them where they are typed rather than letting them vanish at save.
export function isLinkAddress(value: string): boolean {
  const address = value.trim()
  if (/^mailto:[^\s@/]+@[^\s@/]+$/i.test(address)) return true
  return isSafeUrl(address)
}

/** What a typed address becomes: "www.example.com" is read as https, as a browser's bar would. */
export function normaliseAddress(value: string): string {
  const address = value.trim()
  return /^www\./i.test(address) ? `https://${address}` : address
}

/** An image in rich text: an upload of this site (/uploads/…) or an https address. */
export function isImageAddress(value: string): boolean {
  const address = value.trim()
  if (address.startsWith("/"))
    return /^\/uploads\/[^/]/.test(address) && isSafeUrl(address)
  return isSafeUrl(address, { httpsOnly: true })
}
