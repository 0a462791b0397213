/** @dialect-dependent a run through invitations, resets, previews and an erasure, whose SQL differs per database */
import { randomBytes } from "node:crypto"
import path from "node:path"
import { loggerOptions } from "../app"
import { readConfig } from "../plugins/external/env"
import {
  BRAND,
  buildAsAdmin,
  logLines,
  type TestApp,
  writeFiles,
} from "./helper"
import {
  confirmationLink,
  oneClickUnsubscribe,
  pathOf,
  pressConfirm,
  signUp,
} from "./newsletter-helpers"
import { eventually } from "./eventually"
import { lastMail } from "./people"

// The app's real log (its pino options, written to a stream the test reads) through a run that
// invites, resets a password, previews, confirms and unsubscribes, and erases: the links' tokens
// and the addresses the URLs carried appear in no line. The access log still says what was asked.

describe("the log", () => {
  let app: TestApp
  let headers: Record<string, string>
  const { lines, stream } = logLines()
  beforeAll(async () => {
    ;({ app, headers } = await buildAsAdmin(
      {},
      { logger: { ...(loggerOptions(readConfig({})) as object), stream } }
    ))
    writeFiles(path.join(app.testDir, "public"), {
      "index.html": "<!DOCTYPE html><title>Home</title>",
      "preview/[token]/index.html": "<!DOCTYPE html><title>Preview</title>",
    })
  })
  afterAll(() => app.close())

  const log = () => lines.join("")
  const call = (method: string, url: string, payload?: object) =>
    app.inject({ method: method as "GET", url, headers, payload })
  // An account's e-mailed link: opened (the panel's page), then its token posted with a password.
  // A reset's e-mail is queued after 'forgot' has answered, so it is waited for.
  const useLink = async (to: string, route: string, password: string) => {
    const mail = await eventually(
      () => lastMail(app, to),
      ({ link }) => Boolean(link?.includes(`/admin/${route}?`))
    )
    await app.inject(pathOf(mail.link!))
    const used = await app.inject({
      method: "POST",
      url: `/api/admin/auth/${route}`,
      payload: { token: mail.token, password },
    })
    expect(used.statusCode).toBe(200)
    return mail.token!
  }

  it("carries no token and no address taken from a URL", async () => {
    const secrets: string[] = []

    // An invitation, opened (the panel's page) and accepted.
    await call("POST", "/api/admin/users", {
      email: "nadia@coreval.test",
      role: "editor",
    })
    secrets.push(
      await useLink("nadia@coreval.test", "accept", "a colleague's password")
    )

    // A password reset, opened and used.
    await app.inject({
      method: "POST",
      url: "/api/admin/auth/forgot",
      payload: { email: "nadia@coreval.test" },
    })
    secrets.push(
      await useLink("nadia@coreval.test", "reset", "another long password")
    )

    // A draft's preview, its page and its data.
    const blog = (
      await call("POST", "/api/admin/blogs", { title: "Draft", excerpt: "" })
    ).json()
    const { url } = (
      await call("POST", `/api/admin/blogs/${blog.id}/preview`)
    ).json()
    secrets.push(url.split("/").at(-1))
    expect((await app.inject(url)).statusCode).toBe(200)
    expect((await app.inject(`/api${url}`)).statusCode).toBe(200)

    // A sign-up confirmed, then unsubscribed, through the links of its e-mails.
    const reader = "reader.one@example.com"
    const { id } = (await signUp(app, reader)).json().Contact
    const confirm = await confirmationLink(app, reader)
    secrets.push(new URL(confirm).searchParams.get("token")!)
    await app.inject(pathOf(confirm))
    expect((await pressConfirm(app, confirm)).statusCode).toBe(200)
    const unsubscribe = app.newsletter.unsubscribeUrl(id)
    secrets.push(new URL(unsubscribe).searchParams.get("token")!)
    await app.inject(pathOf(unsubscribe))
    expect((await oneClickUnsubscribe(app, unsubscribe)).statusCode).toBe(200)

    // The reader found, exported and erased by their address.
    const people = `/api/admin/people?email=${encodeURIComponent(reader)}`
    expect((await call("GET", people)).statusCode).toBe(200)
    await call("GET", people.replace("people?", "people/export?"))
    expect((await call("DELETE", people)).statusCode).toBe(204)

    const written = log()
    for (const secret of [...secrets, reader, encodeURIComponent(reader)])
      expect(written).not.toContain(secret)
    // What was asked is still there, without the secrets.
    const urls = lines.map((line) => JSON.parse(line).url).filter(Boolean)
    expect(urls).toEqual(
      expect.arrayContaining([
        "/admin/accept?token=*",
        "/preview/:token",
        "/api/preview/:token",
        `/api/v1/${BRAND}/newsletter/confirm?token=*`,
        `/api/v1/${BRAND}/newsletter/unsubscribe?token=*`,
        "/api/admin/people?email=*",
        `/api/admin/blogs/${blog.id}/preview`.replace(blog.id, ":id"),
      ])
    )
  })

  it("masks whatever a URL's query holds, an address in a path no route takes, and a token in a link no route takes as sent", async () => {
    const random = () => randomBytes(9).toString("base64url")
    for (let run = 0; run < 20; run++) {
      const before = lines.length
      const value = `secret:${random()}`
      const email = `${random()}+x@${random().toLowerCase()}.example`
      const query = new URLSearchParams({ [random()]: value, email })
      await app.inject(`/faq?${query}`)
      await app.inject(`/api/admin/nothing/${encodeURIComponent(email)}`)
      await app.inject({ method: "POST", url: `/api/preview/${value}` })
      // A link with a slash added: redirected by the site, refused by the API.
      await app.inject(`/preview/${value}/`)
      await app.inject(`/api/preview/${value}/`)
      // A path that does not decode: answered 400 before any route.
      await app.inject(`/preview/${value}%zz?email=${email}`)
      await app.inject(`/${email}`)
      const written = lines.slice(before).join("")
      for (const secret of [value, email])
        for (const form of [secret, encodeURIComponent(secret)])
          expect(written).not.toContain(form)
    }
  })
})
