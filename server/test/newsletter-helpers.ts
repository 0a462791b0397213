import type { FastifyInstance } from "fastify"
import { sql } from "kysely"
import { BRAND, bearer, describeImages } from "./helper"
import type { ReceivedMail } from "./smtp-sink"

// Shared steps of the newsletter's tests: sign-ups confirmed through their real links (read from
// the e-mail the server queued), an editor's account, and published records to pick.

export const uploadUrl = `/api/v1/${BRAND}/newsletter/upload`

export function signUp(
  app: FastifyInstance,
  email: string,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {}
) {
  return app.inject({
    method: "POST",
    url: uploadUrl,
    payload: { email, ...body },
    headers,
  })
}

// The path and query of a link in an e-mail (on the site's origin), to inject.
export const pathOf = (url: string) => {
  const parsed = new URL(url)
  return `${parsed.pathname}${parsed.search}`
}

// A form-encoded POST to the link `url` of an e-mail, as a browser's form or a mail client sends it.
const postForm = (app: FastifyInstance, url: string, payload: string) =>
  app.inject({
    method: "POST",
    url: pathOf(url),
    payload,
    headers: { "content-type": "application/x-www-form-urlencoded" },
  })

// A mail client's one-click unsubscribe (RFC 8058) at the List-Unsubscribe `url` of a copy.
export const oneClickUnsubscribe = (app: FastifyInstance, url: string) =>
  postForm(app, url, "List-Unsubscribe=One-Click")

// The confirmation page's button: a POST of its (empty) form to the e-mailed link.
export const pressConfirm = (app: FastifyInstance, url: string) =>
  postForm(app, url, "")

// The link of the latest confirmation e-mail queued for this address.
export async function confirmationLink(app: FastifyInstance, email: string) {
  const mail = await app.db
    .selectFrom("mails")
    .select(["text"])
    .where("category", "=", "newsletter-confirmation")
    .where(sql`lower("toAddress")`, "=", email.toLowerCase())
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow()
  return /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(mail.text)![0]
}

export async function confirmedSubscribers(
  app: FastifyInstance,
  emails: string[]
): Promise<string[]> {
  const ids: string[] = []
  for (const email of emails) {
    const answer = await signUp(app, email)
    ids.push(answer.json().Contact.id)
    const confirmed = await pressConfirm(
      app,
      await confirmationLink(app, email)
    )
    if (confirmed.statusCode !== 200)
      throw new Error(`could not confirm ${email}: ${confirmed.statusCode}`)
  }
  return ids
}

export async function editorHeaders(app: FastifyInstance, email: string) {
  const password = "an editor's password 1"
  const created = await app.usersRepository.createAdmin(
    email,
    await app.passwordManager.hash(password)
  )
  await app.db
    .updateTable("admins")
    .set({ role: "editor" })
    .where("id", "=", created!.id)
    .execute()
  const login = await app.inject({
    method: "POST",
    url: "/api/admin/auth/login",
    payload: { email, password },
  })
  return bearer(login.json().token)
}

// A record visitors see: created, and published where records start as drafts.
export async function publishedRecord(
  app: FastifyInstance,
  headers: Record<string, string>,
  resource: string,
  fields: Record<string, unknown>
) {
  const created = await app.inject({
    method: "POST",
    url: `/api/admin/${resource}`,
    headers,
    payload: fields,
  })
  if (created.statusCode !== 201)
    throw new Error(`${resource}: ${created.statusCode} ${created.body}`)
  const record = created.json()
  if (record.status === "draft") {
    await describeImages(app, headers)
    await app.inject({
      method: "POST",
      url: `/api/admin/${resource}/${record.id}/publish`,
      headers,
    })
  }
  return record as { id: string } & Record<string, unknown>
}

// A header as sent, unfolded (mailparser turns the List-* headers into a structure of its own).
export function rawHeader(mail: ReceivedMail, name: string) {
  const head = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ")
  return new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1]
}
