// The links an e-mail carries that lead off the site: every href of its HTML and every URL of its
// text whose origin is not siteUrl's.

const urlInText = /[a-z][a-z0-9+.-]*:\/\/[^\s<>"']+/gi
const href = /\bhref\s*=\s*"([^"]*)"/gi

const unescape = (value: string) =>
  value
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&")

export function foreignLinks(
  mail: { text?: string | null; html?: string | null },
  siteUrl: string
): string[] {
  const origin = new URL(siteUrl).origin
  const links = [
    ...[...(mail.html ?? "").matchAll(href)].map((match) => unescape(match[1])),
    ...((mail.text ?? "").match(urlInText) ?? []),
  ]
  return links.filter(
    (link) => !URL.canParse(link) || new URL(link).origin !== origin
  )
}
