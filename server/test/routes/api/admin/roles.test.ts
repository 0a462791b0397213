import Fastify from "fastify"
import adminHooks from "../../../../routes/api/admin/autohooks"
import { bearer, build, type TestApp } from "../../../helper"

// Roles are checked on the server, from the account as it is now: an editor runs the content and
// reads the enquiries but may not delete one; a change of role or a disabled account counts from
// the next request; and a route that does not say who may call it cannot be registered.

const EDITOR = {
  email: "editor@coreval.test",
  password: "an editor's password 1",
}

describe("roles", () => {
  let app: TestApp
  let editorId: string
  beforeAll(async () => {
    app = await build()
    const created = await app.usersRepository.createAdmin(
      EDITOR.email,
      await app.passwordManager.hash(EDITOR.password)
    )
    editorId = created!.id
    await app.db
      .updateTable("admins")
      .set({ role: "editor" })
      .where("id", "=", editorId)
      .execute()
  })
  afterAll(() => app.close())

  const login = () =>
    app.inject({
      method: "POST",
      url: "/api/admin/auth/login",
      payload: EDITOR,
    })
  const setAccount = (changes: {
    role?: "admin" | "editor"
    disabled?: number
  }) =>
    app.db
      .updateTable("admins")
      .set(changes)
      .where("id", "=", editorId)
      .execute()

  it("says the role in the login's answer and refuses what an editor may not do with 403", async () => {
    const answer = await login()
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toMatchObject({ role: "editor", _id: editorId })
    const headers = bearer(answer.json().token)

    const contact = await app.inject({
      method: "POST",
      url: "/api/v1/coreval/contact/upload",
      payload: {
        name: "Joost de Vries",
        email: "joost@example.com",
        number: "070 123 4567",
        reason: "Tender review",
        message: "Please call me about our next tender.",
      },
    })
    const id = contact.json().Contact.id
    expect(
      (await app.inject({ url: "/api/admin/banners", headers })).statusCode
    ).toBe(200)
    expect(
      (await app.inject({ url: `/api/admin/contacts/${id}`, headers }))
        .statusCode
    ).toBe(200)
    const refused = await app.inject({
      method: "DELETE",
      url: `/api/admin/contacts/${id}`,
      headers,
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toMatch(/editor/)
    // Nothing changed.
    expect(
      (await app.inject({ url: `/api/admin/contacts/${id}`, headers }))
        .statusCode
    ).toBe(200)

    // Promoted: the same token may now delete, without signing in again.
    await setAccount({ role: "admin" })
    expect(
      (
        await app.inject({
          method: "DELETE",
          url: `/api/admin/contacts/${id}`,
          headers,
        })
      ).statusCode
    ).toBe(200)
    await setAccount({ role: "editor" })
  })

  it("ends a disabled account's sessions at once and refuses its logins", async () => {
    const headers = bearer((await login()).json().token)
    await setAccount({ disabled: 1 })
    const after = await app.inject({ url: "/api/admin/banners", headers })
    expect(after.statusCode).toBe(401)
    expect(after.json().message).toMatch(/disabled/)
    const again = await login()
    expect(again.statusCode).toBe(403)
    expect(again.json()).not.toHaveProperty("token")
    await setAccount({ disabled: 0 })
  })

  it("refuses to register an admin route that does not say who may call it", async () => {
    const server = Fastify()
    const starting = (async () => {
      await server.register(async (admin) => {
        await adminHooks(admin)
        admin.get("/forgotten", async () => ({}))
      })
      await server.ready()
    })()
    await expect(starting).rejects.toThrow(
      /GET \/forgotten must say who may call it/
    )
  })
})
