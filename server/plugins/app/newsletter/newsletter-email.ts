import { escapeHtml } from "../outbox/notification-email"
import { htmlToText, sanitizeHtml } from "./html-sanitizer"
import { siteLink } from "../../../common/site-url"

// The newsletter's e-mails: the confirmation a new subscriber gets, and an issue (an editor's
// introduction and a pick of blogs, news and events as cards), each as HTML laid out for mail
// clients (tables, inline styles) and as plain text. An issue is rendered once, when sending
// starts, with a placeholder where each subscriber's own unsubscribe link goes.

// The outbox categories (notifications-repository.ts queueMail): the newsletter is throttled
// (NEWSLETTER_RATE), its confirmations and test sends are not.
export const NEWSLETTER_CATEGORY = "newsletter"
export const CONFIRMATION_CATEGORY = "newsletter-confirmation"
export const TEST_CATEGORY = "newsletter-test"

export const UNSUBSCRIBE_PLACEHOLDER = "{{unsubscribeUrl}}"

export interface MailSite {
  name: string
  siteUrl: string
  themeColor: string
  addresses: string[]
}

export type CardResource = "blogs" | "news" | "events"

export interface Card {
  resource: CardResource
  id: string
  // Blog, News or Event.
  label: string
  title: string
  summary: string
  // An absolute http(s) URL, or null when the record has no image.
  image: string | null
  url: string
  date: string
}

export interface RenderedEmail {
  subject: string
  html: string
  text: string
}

const labels: Record<CardResource, string> = {
  blogs: "Blog",
  news: "News",
  events: "Event",
}

const day = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/Amsterdam",
})

export function formatDay(iso: string) {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? "" : day.format(time)
}

function shorten(text: string, max = 240) {
  const flat = text.replace(/\s+/g, " ").trim()
  if (flat.length <= max) return flat
  return `${flat.slice(0, flat.lastIndexOf(" ", max - 1)).replace(/[,.;:]$/, "")}…`
}

// An image field as an address a mail client can load: a path on the site becomes absolute.
function absoluteImage(value: unknown, siteUrl: string): string | null {
  if (typeof value !== "string" || !value) return null
  if (/^https:\/\//i.test(value)) return value
  if (value.startsWith("/") && !value.startsWith("//"))
    return new URL(value, siteUrl).toString()
  return null
}

// A published record of the site as a card: where it is shown on the site, what it says.
export async function cardOf(
  resource: CardResource,
  record: Record<string, string | number | null> & { id: string },
  siteUrl: string,
  now = Date.now()
): Promise<Card> {
  const text = (field: string) => String(record[field] ?? "")
  const base = {
    resource,
    id: record.id,
    label: labels[resource],
    title: text("title"),
  }
  if (resource === "blogs") {
    const summary =
      text("excerpt") || (await htmlToText(await sanitizeHtml(text("content"))))
    return {
      ...base,
      summary: shorten(summary),
      image: absoluteImage(record.image, siteUrl),
      // The page's address now; its id would answer with a redirect to it.
      url: new URL(`/blog/${text("slug") || record.id}`, siteUrl).toString(),
      date: text("createdAt"),
    }
  }
  if (resource === "news") {
    return {
      ...base,
      summary: shorten(text("content")),
      image: absoluteImage(record.image, siteUrl),
      url: new URL("/news-and-events#news", siteUrl).toString(),
      date: text("date") || text("createdAt"),
    }
  }
  const date = text("date")
  const upcoming = Date.parse(date) >= now
  const when = [formatDay(date), text("location")].filter(Boolean).join(", ")
  return {
    ...base,
    summary: shorten([when, text("description")].filter(Boolean).join(". ")),
    image: null,
    url: new URL(
      `/news-and-events#${upcoming ? "upcoming-events" : "past-events"}`,
      siteUrl
    ).toString(),
    date,
  }
}

const font = "font-family:Arial,Helvetica,sans-serif"

function layout(site: MailSite, title: string, body: string, footer: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#eef1f6">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#eef1f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellspacing="0" cellpadding="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${site.themeColor};padding:20px 24px;${font};font-size:20px;font-weight:bold;color:#ffffff"><a href="${escapeHtml(site.siteUrl)}" style="color:#ffffff;text-decoration:none">${escapeHtml(site.name)}</a></td></tr>
${body}
<tr><td style="padding:16px 24px 24px;border-top:1px solid #e5e7eb;${font};font-size:13px;line-height:1.5;color:#4b5563">${footer}</td></tr>
</table></td></tr></table></body></html>`
}

// The image links to the page as the title does, so it carries the title as its text.
function cardHtml(card: Card, themeColor: string) {
  const image = card.image
    ? `<tr><td><a href="${escapeHtml(card.url)}"><img src="${escapeHtml(card.image)}" width="550" alt="${escapeHtml(card.title)}" style="display:block;width:100%;max-width:550px;height:auto;border:0"></a></td></tr>`
    : ""
  return `<tr><td style="padding:0 24px 20px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="border:1px solid #e5e7eb;border-radius:6px;overflow:hidden">
${image}<tr><td style="padding:16px;${font};color:#1f2937">
<p style="margin:0 0 4px;font-size:12px;text-transform:uppercase;letter-spacing:0.05em;color:#4b5563">${escapeHtml(card.label)}</p>
<h2 style="margin:0 0 8px;font-size:18px;line-height:1.3"><a href="${escapeHtml(card.url)}" style="color:${themeColor};text-decoration:none">${escapeHtml(card.title)}</a></h2>
<p style="margin:0 0 12px;font-size:15px;line-height:1.5">${escapeHtml(card.summary)}</p>
<a href="${escapeHtml(card.url)}" style="font-size:15px;font-weight:bold;color:${themeColor}">Read more on our website</a>
</td></tr></table></td></tr>`
}

// An issue of the newsletter, with UNSUBSCRIBE_PLACEHOLDER where the subscriber's link goes. The
// introduction is cleaned with the site's rules: whatever an editor pastes, no script, style,
// form or frame reaches a reader.
export async function renderIssue(
  issue: { subject: string; intro: string },
  cards: Card[],
  site: MailSite
): Promise<RenderedEmail> {
  const intro = await sanitizeHtml(issue.intro)
  const introText = await htmlToText(intro)
  const address = site.addresses.filter(Boolean).join(" · ")
  const footer = `You receive this e-mail because you subscribed to the ${escapeHtml(site.name)} newsletter and confirmed your address. <a href="${UNSUBSCRIBE_PLACEHOLDER}" style="color:#1f2937">Unsubscribe</a> with one click, at any time.${address ? `<br>${escapeHtml(site.name)} · ${escapeHtml(address)}` : ""}`
  const body = `<tr><td style="padding:24px 24px 8px;${font};font-size:16px;line-height:1.6;color:#1f2937">
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3;color:#111827">${escapeHtml(issue.subject)}</h1>
${intro}
</td></tr>
${cards.map((card) => cardHtml(card, site.themeColor)).join("\n")}`
  const text = [
    issue.subject,
    "=".repeat(Math.min(issue.subject.length, 70)),
    "",
    introText,
    "",
    ...cards.flatMap((card) => [
      `${card.label.toUpperCase()}: ${card.title}`,
      card.summary,
      card.url,
      "",
    ]),
    "--",
    `You receive this e-mail because you subscribed to the ${site.name} newsletter and confirmed your address.`,
    `Unsubscribe with one click: ${UNSUBSCRIBE_PLACEHOLDER}`,
    ...(address ? [`${site.name} · ${address}`] : []),
    "",
  ].join("\n")
  return {
    subject: issue.subject,
    html: layout(site, issue.subject, body, footer),
    text,
  }
}

// One subscriber's copy: their unsubscribe link in place of the placeholder.
export function personalise(
  rendered: RenderedEmail,
  unsubscribeUrl: string
): RenderedEmail {
  const put = (text: string, value: string) =>
    text.replaceAll(UNSUBSCRIBE_PLACEHOLDER, value)
  return {
    subject: rendered.subject,
    html: put(rendered.html, escapeHtml(unsubscribeUrl)),
    text: put(rendered.text, unsubscribeUrl),
  }
}

// The e-mail that asks a new subscriber to confirm: what they signed up for (the wording they
// agreed to), from which page and when, the link, and what happens if they do nothing.
export function confirmationEmail(options: {
  site: MailSite
  consentText: string
  confirmUrl: string
  page: string
  at: string
  validDays: number
  deleteAfterDays: number
}): RenderedEmail {
  const { site, consentText, confirmUrl, page, validDays } = options
  const subject = `Please confirm your subscription to the ${site.name} newsletter`
  const pageUrl = siteLink(page, site.siteUrl)
  const where = pageUrl ? ` on ${pageUrl}` : ""
  const intro = `Someone, we hope you, asked on ${formatDay(options.at)}${where} for the ${site.name} newsletter to be sent to this address.`
  const ignore =
    options.deleteAfterDays > 0
      ? `If it was not you, ignore this e-mail: we send nothing until the address is confirmed, and we delete it after ${options.deleteAfterDays} days.`
      : "If it was not you, ignore this e-mail: we send nothing until the address is confirmed."
  const text = [
    "Hello,",
    "",
    intro,
    "",
    "What you signed up for:",
    `"${consentText}"`,
    "",
    `To confirm, open this link within ${validDays} days:`,
    confirmUrl,
    "",
    ignore,
    "",
    `${site.name} · ${site.siteUrl}`,
    "",
  ].join("\n")
  const body = `<tr><td style="padding:24px;${font};font-size:16px;line-height:1.6;color:#1f2937">
<h1 style="margin:0 0 16px;font-size:22px;color:#111827">Please confirm your subscription</h1>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<p style="margin:0 0 8px;font-weight:bold">What you signed up for:</p>
<blockquote style="margin:0 0 20px;padding:8px 16px;border-left:4px solid ${site.themeColor};color:#374151">${escapeHtml(consentText)}</blockquote>
<p style="margin:0 0 24px"><a href="${escapeHtml(confirmUrl)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${site.themeColor};color:#ffffff;font-weight:bold;text-decoration:none">Confirm my subscription</a></p>
<p style="margin:0 0 16px;font-size:14px">The link works once, for ${validDays} days. If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(confirmUrl)}" style="color:#1f2937;word-break:break-all">${escapeHtml(confirmUrl)}</a></p>
<p style="margin:0;font-size:14px">${escapeHtml(ignore)}</p>
</td></tr>`
  return {
    subject,
    html: layout(
      site,
      subject,
      body,
      `${escapeHtml(site.name)} · <a href="${escapeHtml(site.siteUrl)}" style="color:#1f2937">${escapeHtml(site.siteUrl)}</a>`
    ),
    text,
  }
}
