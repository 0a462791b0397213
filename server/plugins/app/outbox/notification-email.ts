import type { SendMailOptions } from "nodemailer"
import type {
  ClaimedNotification,
  NotifiedContact,
  NotifiedTeacher,
} from "./mail-types"

// The e-mail that tells the consultancy of an enquiry (docs/mail.md): to NOTIFY_TO,
// Reply-To the visitor, a subject naming the form, and every field the visitor sent, as plain
// text with an HTML copy. A teacher's password is never read, so it cannot end up here.

export interface MailSettings {
  from: string
  to: string
  siteName: string
  siteUrl: string
}

interface Row {
  label: string
  value: string
}

const forms: Record<string, string> = {
  session: "Book Session",
  rfq: "Request for proposal",
}

// A visitor's text where we write one line (a header, the intro, a row): every run of white space,
// line breaks of any kind among it (CR, LF, NEL, U+2028, U+2029), becomes one space, so a name or
// reason can neither start a header of its own nor add a line that looks like one of ours.
const oneLine = (text: string) => text.replace(/[\s\u0085]+/g, " ").trim()

const given = (text: string) => (text.trim() ? text : "(not given)")

export function notificationEmail(
  notification: ClaimedNotification,
  settings: MailSettings
): SendMailOptions {
  if (notification.kind === "mail") return queuedEmail(notification, settings)
  const { subject, intro, rows, message, visitor, panelPath } =
    notification.kind === "contact"
      ? contactContent(notification.contact)
      : teacherContent(notification.teacher)
  const panel = new URL(panelPath, settings.siteUrl).toString()
  // The visitor's message comes last and each of its lines is quoted, so none of them can pass for
  // a line of ours (a second "In the admin panel:" link, say).
  const text = [
    oneLine(intro),
    oneLine(
      `Reply to this e-mail to answer ${visitor.name} at ${visitor.email}.`
    ),
    "",
    ...rows.map((row) => `${`${row.label}:`.padEnd(15)}${oneLine(row.value)}`),
    "",
    `In the admin panel: ${panel}`,
    ...(message === undefined
      ? []
      : [
          "",
          "Message:",
          ...message
            .split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/)
            .map((line) => `> ${line}`),
        ]),
    "",
  ].join("\n")
  return {
    from: settings.from,
    to: settings.to,
    replyTo: { name: oneLine(visitor.name), address: visitor.email },
    subject: oneLine(`[${settings.siteName}] ${subject}`),
    // One id per notification, whatever the attempt: a copy that went out twice (the server died
    // between the SMTP server's answer and the database's) is recognisable as the same message.
    messageId: `<${notification.id}@${domainOf(settings.from)}>`,
    date: new Date(),
    headers: {
      // RFC 3834: an automatic message; out-of-office replies should not answer it.
      "Auto-Submitted": "auto-generated",
    },
    text,
    html: html(intro, rows, message, panel),
  }
}

// An e-mail the server wrote whole (queueMail): sent as it was stored, with the outbox row's id in
// its Message-ID, as for the enquiries.
function queuedEmail(
  notification: Extract<ClaimedNotification, { kind: "mail" }>,
  settings: MailSettings
): SendMailOptions {
  const { mail } = notification
  const from = mail.fromAddress || settings.from
  return {
    from,
    to: mail.toAddress,
    subject: oneLine(mail.subject),
    messageId: `<${notification.id}@${domainOf(from)}>`,
    date: new Date(),
    headers: { "Auto-Submitted": "auto-generated", ...mail.headers },
    text: mail.text,
    ...(mail.html && { html: mail.html }),
  }
}

function contactContent(contact: NotifiedContact) {
  const form = forms[contact.source] ?? contact.source
  return {
    subject: `${form} from ${contact.name}: ${contact.reason}`,
    intro: `${contact.name} sent the ${form} form on the website.`,
    visitor: contact,
    rows: [
      { label: "Form", value: form },
      { label: "Name", value: contact.name },
      { label: "E-mail", value: contact.email },
      { label: "Country code", value: given(contact.countryCode) },
      { label: "Phone number", value: given(contact.number) },
      { label: "Subject", value: contact.reason },
      { label: "Received", value: contact.createdAt },
    ],
    message: contact.message,
    panelPath: `/admin/contacts/${contact.id}/show`,
  }
}

function teacherContent(teacher: NotifiedTeacher) {
  return {
    subject: `Teacher registration: ${teacher.name}`,
    intro: `${teacher.name} registered as a teacher on the website.`,
    visitor: teacher,
    rows: [
      { label: "Form", value: "Teacher registration" },
      { label: "Name", value: teacher.name },
      { label: "E-mail", value: teacher.email },
      { label: "Phone", value: given(teacher.phone) },
      { label: "Subject", value: given(teacher.subject) },
      { label: "Registered", value: teacher.createdAt },
    ],
    message: undefined,
    panelPath: `/admin/teachers/${teacher.id}/show`,
  }
}

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({
        "&": "&amp;",
        "<": "&lt;",
        ">": "&gt;",
        '"': "&quot;",
        "'": "&#39;",
      })[character]!
  )

function html(
  intro: string,
  rows: Row[],
  message: string | undefined,
  panel: string
) {
  const cells = rows
    .map(
      (row) =>
        `<tr><th align="left" valign="top" style="padding:2px 12px 2px 0">${escapeHtml(row.label)}</th><td>${escapeHtml(row.value)}</td></tr>`
    )
    .join("")
  const body =
    message === undefined
      ? ""
      : `<h2 style="font-size:1em">Message</h2><p style="white-space:pre-wrap">${escapeHtml(message)}</p>`
  return `<!doctype html><html><body><p>${escapeHtml(intro)}</p><table>${cells}</table><p><a href="${escapeHtml(panel)}">Open it in the admin panel</a></p>${body}</body></html>`
}

// The domain of an address, bare or as `Name <address>`.
export function domainOf(address: string) {
  const bare = /<([^>]+)>/.exec(address)?.[1] ?? address
  return bare.slice(bare.lastIndexOf("@") + 1).trim() || "localhost"
}
