import { readFileSync } from "node:fs"
import { expect, test } from "@playwright/test"
import Database from "better-sqlite3"
import { e2eDatabaseUrl } from "../scripts/e2e-server-port.mjs"
import { signInWithToken, unique } from "./pages/admin-list-page"
import { expectUsableScreen } from "./pages/panel-screen"

// An administrator finds everything kept on one e-mail address under People, exports it as one
// JSON file and erases it; then no table of the end-to-end server's database holds the address
// or the name.

test("an admin exports and then erases one person, and nothing of them is left", async ({
  page,
  request,
}) => {
  const email = `erase-me-${unique()}@example.com`
  const name = `Erika Voorbeeld ${unique()}`
  const contact = await request.post("/api/v1/coreval/contact/upload", {
    data: {
      name,
      email,
      number: "070 555 0101",
      reason: "Please forget me later",
      message: `${name} would like a call about a materials review.`,
    },
  })
  expect(contact.status()).toBe(201)
  expect(
    (
      await request.post("/api/v1/coreval/newsletter/upload", {
        data: { email },
      })
    ).status()
  ).toBe(201)

  await signInWithToken(page, request)
  await page.goto("/admin/people")
  await page.getByLabel(/^E-mail address/).fill(email)
  await page.getByRole("button", { name: "Look up" }).click()
  await expect(
    page.getByRole("heading", { name: `What is kept on ${email}` })
  ).toBeVisible()
  await expect(
    page.getByRole("heading", { name: "Contact requests (1)" })
  ).toBeVisible()
  await expect(
    page.getByRole("heading", { name: "Newsletter and consent (1)" })
  ).toBeVisible()
  await expectUsableScreen(page, "People")

  const download = page.waitForEvent("download")
  await page.getByRole("button", { name: "Export as JSON" }).click()
  const file = await (await download).path()
  const exported = JSON.parse(readFileSync(file, "utf8"))
  expect(exported.email).toBe(email)
  expect(exported.records.contactRequests[0]).toMatchObject({ name, email })
  expect(exported.records.newsletter[0].consents[0]).toMatchObject({
    event: "signed_up",
  })

  await page.getByRole("button", { name: "Erase everything" }).click()
  const dialog = page.getByRole("dialog", {
    name: `Erase everything kept on ${email}?`,
  })
  await dialog.getByRole("button", { name: "Erase everything" }).click()
  await expect(
    page.getByRole("heading", { name: `Nothing is kept on ${email}.` })
  ).toBeVisible()

  // Every text column of every table of the server's database, searched for the person.
  const db = new Database(e2eDatabaseUrl.slice("sqlite:".length), {
    readonly: true,
    fileMustExist: true,
  })
  try {
    const tables = db
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`)
      .all() as { name: string }[]
    const left: string[] = []
    for (const { name: table } of tables) {
      const columns = db
        .prepare(`SELECT name FROM pragma_table_info(?)`)
        .all(table) as { name: string }[]
      for (const { name: column } of columns) {
        for (const needle of [email, name]) {
          const { n } = db
            .prepare(
              `SELECT count(*) AS n FROM "${table}" WHERE lower(CAST("${column}" AS TEXT)) LIKE ?`
            )
            .get(`%${needle.toLowerCase()}%`) as { n: number }
          if (n) left.push(`${table}.${column}`)
        }
      }
    }
    expect(left).toEqual([])
  } finally {
    db.close()
  }
})
