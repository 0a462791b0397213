import { escapeHtml } from "../plugins/app/outbox/notification-email"

// A small page of its own, for the answers a visitor reaches from a link in an e-mail (the
// newsletter's confirmation and unsubscribe links): readable on a phone, no script, and every
// word escaped. The site's own pages are prebuilt by Gatsby; these depend on the link's token.

export interface PageContent {
  siteName: string
  siteUrl: string
  themeColor: string
  title: string
  paragraphs: string[]
  // A form that posts back to the same address (the unsubscribe button).
  form?: { action: string; fields: Record<string, string>; button: string }
  // Links under the text: [label, href].
  links?: [string, string][]
}

export function htmlPage(content: PageContent): string {
  const form = content.form
    ? `<form method="post" action="${escapeHtml(content.form.action)}">${Object.entries(
        content.form.fields
      )
        .map(
          ([name, value]) =>
            `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`
        )
        .join(
          ""
        )}<button type="submit">${escapeHtml(content.form.button)}</button></form>`
    : ""
  const links = (content.links ?? [])
    .map(
      ([label, href]) =>
        `<p><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`
    )
    .join("")
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(content.title)} | ${escapeHtml(content.siteName)}</title>
<style>
body{margin:0;font:17px/1.6 system-ui,-apple-system,"Segoe UI",Arial,sans-serif;color:#1f2937;background:#eef1f6}
header{background:${content.themeColor};padding:16px 24px}
header a{color:#fff;font-weight:700;font-size:20px;text-decoration:none}
main{max-width:36rem;margin:32px auto;padding:24px;background:#fff;border-radius:8px}
h1{margin-top:0;font-size:1.6rem;line-height:1.3;color:#111827}
a{color:${content.themeColor}}
button{font:inherit;font-weight:700;padding:12px 20px;border:0;border-radius:6px;background:${content.themeColor};color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
@media (max-width:40rem){main{margin:0;border-radius:0}}
</style></head>
<body><header><a href="${escapeHtml(content.siteUrl)}">${escapeHtml(content.siteName)}</a></header>
<main><h1>${escapeHtml(content.title)}</h1>${content.paragraphs
    .map((text) => `<p>${escapeHtml(text)}</p>`)
    .join("")}${form}${links}</main></body></html>`
}
