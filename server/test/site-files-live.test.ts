import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import path from "node:path"
import { SITE_FILES } from "../../common/site-file-text"
import { BRAND, build, type TestApp } from "./helper"
import { confirmationLink, pathOf, signUp } from "./newsletter-helpers"

// What the server shows and sends itself follows the published edits of the site's files
// (plugins/app/site-files/site-files-live-repository.ts): the newsletter's pages, the site's name
// and colour in its e-mails, and the consent wording a sign-up records. Drafts never; a published
// edit that is not of the file's shape leaves the shipped file in force; the brand and site URL
// stay as shipped. Rows are put in `published` as the workflow's publish puts them.

const shipped = (file: string) =>
  JSON.parse(
    readFileSync(path.resolve(__dirname, "../../content", file), "utf8")
  )
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex")

describe("the server's own words follow the published site files", () => {
  let app: TestApp
  beforeAll(async () => {
    app = await build()
  })
  afterAll(() => app.close())

  const publish = async (file: string, text: string) => {
    await app.db
      .deleteFrom("published")
      .where("resource", "=", SITE_FILES)
      .where("id", "=", file)
      .execute()
    await app.db
      .insertInto("published")
      .values({
        resource: SITE_FILES,
        id: file,
        data: JSON.stringify({ path: file, kind: "json", text }),
        version: 1,
        publishedAt: new Date().toISOString(),
        publishedBy: "test",
      })
      .execute()
    // As the workflow does after a publish.
    await app.siteFilesLive.refresh()
  }
  const unpublish = async (file: string) => {
    await app.db
      .deleteFrom("published")
      .where("resource", "=", SITE_FILES)
      .where("id", "=", file)
      .execute()
    await app.siteFilesLive.refresh()
  }
  const forgedPage = () =>
    app.inject({ url: `/api/v1/${BRAND}/newsletter/confirm?token=forged` })

  it("shows a newsletter page's published words, the shipped ones once unpublished or when the edit is not of the file's shape", async () => {
    const words = shipped("data/newsletter-pages.json")
    expect((await forgedPage()).body).toContain(words.confirmForged.title)

    // Written straight into the table, with no refresh: the page reads it before it answers.
    await app.db
      .insertInto("published")
      .values({
        resource: SITE_FILES,
        id: "data/newsletter-pages.json",
        data: JSON.stringify({
          path: "data/newsletter-pages.json",
          kind: "json",
          text: JSON.stringify({
            ...words,
            confirmForged: {
              title: "That link is broken <b>",
              paragraphs: ["Ask {name} for another."],
            },
          }),
        }),
        version: 1,
        publishedAt: new Date().toISOString(),
        publishedBy: "test",
      })
      .execute()
    const edited = await forgedPage()
    expect(edited.statusCode).toBe(400)
    expect(edited.body).toContain("That link is broken &lt;b&gt;")
    expect(edited.body).toContain(
      `Ask ${shipped("site.json").name} for another.`
    )

    // Hostile edits: not JSON, a field of another type, a list of something else, missing pages.
    for (const text of [
      "{",
      JSON.stringify({ ...words, confirmForged: "a string" }),
      JSON.stringify({
        ...words,
        confirmForged: { title: "x", paragraphs: [{ p: 1 }] },
      }),
      JSON.stringify({ links: words.links }),
      JSON.stringify("x".repeat(100_000)),
    ]) {
      await publish("data/newsletter-pages.json", text)
      const page = await forgedPage()
      expect(page.statusCode).toBe(400)
      expect(page.body).toContain(words.confirmForged.title)
    }
    await unpublish("data/newsletter-pages.json")
    expect((await forgedPage()).body).toContain(words.confirmForged.title)
  })

  it("signs the confirmation e-mail with the published name and records the published consent wording shown", async () => {
    const site = shipped("site.json")
    await publish(
      "site.json",
      JSON.stringify({
        ...site,
        name: "Edited & Co",
        themeColor: "#123456",
        brand: "hijacked",
        siteUrl: "https://evil.example",
      })
    )
    const consent = shipped("data/newsletter-consent.json")
    const newer = {
      version: "2027-01",
      effective: "2027-01-01",
      text: "I ask {name} for its newsletter, in new words.",
    }
    await publish(
      "data/newsletter-consent.json",
      JSON.stringify({
        current: "2027-01",
        versions: [...consent.versions, newer],
      })
    )
    // The brand and the site's address are not editable.
    expect(app.siteConfig).toMatchObject({
      name: "Edited & Co",
      brand: site.brand,
      siteUrl: site.siteUrl,
      themeColor: "#123456",
    })

    const answer = await signUp(app, "reader@example.com")
    expect(answer.statusCode).toBe(201)
    const mail = await app.db
      .selectFrom("mails")
      .selectAll()
      .where("category", "=", "newsletter-confirmation")
      .executeTakeFirstOrThrow()
    const shown = "I ask Edited & Co for its newsletter, in new words."
    expect(mail.subject).toContain("Edited & Co")
    expect(mail.text).toContain(shown)
    expect(mail.html).toContain("#123456")
    expect(mail.fromAddress).toContain("Edited & Co")
    expect(pathOf(await confirmationLink(app, "reader@example.com"))).toMatch(
      new RegExp(`^/api/v1/${site.brand}/newsletter/confirm`)
    )
    const ledger = await app.db
      .selectFrom("newsletter_consents")
      .select(["consentVersion", "consentDigest"])
      .executeTakeFirstOrThrow()
    expect(ledger).toEqual({
      consentVersion: "2027-01",
      consentDigest: sha256(shown),
    })

    // A form built before the publish still sends the version it showed, which stays valid.
    const older = await signUp(app, "early@example.com", {
      consentVersion: consent.current,
    })
    expect(older.statusCode).toBe(201)

    // A wording that is not one (no current version) leaves the shipped one in force.
    await publish(
      "data/newsletter-consent.json",
      JSON.stringify({ current: "none", versions: [newer] })
    )
    expect(app.newsletter.consent.current.version).toBe(consent.current)
    await unpublish("site.json")
    await unpublish("data/newsletter-consent.json")
    expect(app.siteConfig.name).toBe(site.name)
  })
})
