/** @dialect-dependent the audit trail's filters by time and its order, in SQL */
import type { AuditEntry } from "../../../../../schemas/audit"
import { bearer, build, type TestApp } from "../../../helper"
import { admin, login, staff, teacher, type Person } from "../../../people"

// The audit trail: every sign-in (and failed one), sign-out, save, delete, publish and export is
// recorded with who, when, from where and what changed, in the change's own transaction; an
// administrator reads it newest first, filtered by person, action, resource, record and time, and
// as CSV; no one can change or delete an entry; entries older than AUDIT_RETENTION_DAYS go.

describe("the audit trail", () => {
  let now = Date.parse("2026-03-02T09:00:00.000Z")
  let app: TestApp
  let boss: Person
  let editor: Person
  let blogId: string
  beforeAll(async () => {
    app = await build(
      { AUDIT_RETENTION_DAYS: 30 },
      { clock: () => now, jobTickMs: 0 }
    )
    boss = await admin(app)
    editor = await staff(app)
    await login(app, { email: editor.email, password: "not the password" })
    await login(app, {
      email: "stranger@example.com",
      password: "a guess at it",
    })
    blogId = (
      await app.inject({
        method: "POST",
        url: "/api/admin/blogs",
        headers: editor.headers,
        payload: { title: "Rates are not the cost", category: "Thinking" },
      })
    ).json().id
    await app.inject({
      method: "PUT",
      url: `/api/admin/blogs/${blogId}`,
      headers: editor.headers,
      payload: { title: "Rates are not the whole cost", category: "Thinking" },
    })
    await app.inject({
      method: "POST",
      url: "/api/admin/publish",
      headers: editor.headers,
    })
    await app.inject({
      method: "DELETE",
      url: `/api/admin/blogs/${blogId}`,
      headers: boss.headers,
    })
    await app.inject({
      method: "POST",
      url: "/api/admin/auth/logout",
      headers: editor.headers,
    })
  })
  afterAll(() => app.close())

  const audit = (query: Record<string, unknown> = {}, person = boss) =>
    app.inject({
      url: `/api/admin/audit?${new URLSearchParams(
        Object.entries(query).map(([key, value]) => [
          key,
          JSON.stringify(value),
        ])
      )}`,
      headers: person.headers,
    })

  it("records who did what, from where, newest first", async () => {
    const response = await audit({ filter: { actor: editor.email } })
    expect(response.statusCode).toBe(200)
    const entries = response.json()
    expect(
      entries.map(
        (e: { action: string; resource: string }) => `${e.action} ${e.resource}`
      )
    ).toEqual([
      "logout auth",
      "publish site",
      "update blogs",
      "create blogs",
      "login_failed auth",
      "login auth",
    ])
    expect(entries[0]).toMatchObject({ actor: editor.email, ip: "127.0.0.1" })
    const update = entries[2]
    expect(update).toMatchObject({
      recordId: blogId,
      changes: {
        title: ["Rates are not the cost", "Rates are not the whole cost"],
      },
    })
    expect(response.headers["content-range"]).toBe("audit 0-5/6")
    // A failed sign-in of an address with no account is kept under that address.
    const stranger = (
      await audit({ filter: { actor: "stranger@example.com" } })
    ).json()
    expect(stranger).toEqual([
      expect.objectContaining({
        action: "login_failed",
        actorId: null,
        changes: { reason: "unknown address" },
      }),
    ])
  })

  it("filters by action, resource, record and time, and shows one record's history", async () => {
    const deleted = (await audit({ filter: { action: "delete" } })).json()
    expect(deleted).toEqual([
      expect.objectContaining({
        actor: boss.email,
        resource: "blogs",
        recordId: blogId,
      }),
    ])
    const history = (
      await audit({ filter: { resource: "blogs", recordId: blogId } })
    ).json()
    expect(history.map((e: AuditEntry) => e.action)).toEqual([
      "delete",
      "update",
      "create",
    ])
    const all = (await audit()).json() as AuditEntry[]
    const middle = all[Math.floor(all.length / 2)].at
    const before = (
      await audit({ filter: { to: middle } })
    ).json() as AuditEntry[]
    const after = (
      await audit({ filter: { from: middle } })
    ).json() as AuditEntry[]
    expect(before.every((e) => e.at <= middle)).toBe(true)
    expect(after.every((e) => e.at >= middle)).toBe(true)
    expect(before.length + after.length).toBeGreaterThanOrEqual(all.length)
    expect((await audit({ filter: { nope: 1 } })).statusCode).toBe(400)
    const one = await app.inject({
      url: `/api/admin/audit/${deleted[0].id}`,
      headers: boss.headers,
    })
    expect(one.json()).toEqual(deleted[0])
  })

  it("exports the trail as CSV, and records the export", async () => {
    const response = await app.inject({
      url: `/api/admin/audit/export?filter=${encodeURIComponent(JSON.stringify({ action: "delete" }))}`,
      headers: boss.headers,
    })
    expect(response.headers["content-type"]).toMatch(/^text\/csv/)
    expect(response.body.split("\r\n")).toEqual([
      "at,actor,ip,action,resource,recordId,changes",
      // A blog's deletion moves it to Trash, which the entry says.
      expect.stringContaining(
        `${boss.email},127.0.0.1,delete,blogs,${blogId},"{""to"":""trash""}"`
      ),
    ])
    const exported = (await audit({ filter: { action: "export" } })).json()
    expect(exported[0]).toMatchObject({
      actor: boss.email,
      resource: "audit",
      changes: { filter: { action: "delete" }, rows: 1 },
    })
  })

  it("is append-only, for administrators too, and closed to everyone else", async () => {
    const [entry] = (await audit()).json()
    for (const method of ["PUT", "PATCH", "DELETE"] as const) {
      const response = await app.inject({
        method,
        url: `/api/admin/audit/${entry.id}`,
        headers: boss.headers,
        payload: {},
      })
      expect([404, 405]).toContain(response.statusCode)
    }
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/api/admin/audit",
          headers: boss.headers,
          payload: {},
        })
      ).statusCode
    ).toBe(405)
    const editorAgain = await staff(app, {
      email: "second.editor@coreval.test",
      password: "another editor password",
    })
    expect((await audit({}, editorAgain)).statusCode).toBe(403)
    const lena = await teacher(app)
    expect((await audit({}, lena)).statusCode).toBe(403)
    expect(
      (await app.inject({ url: "/api/admin/audit", headers: bearer("x.y.z") }))
        .statusCode
    ).toBe(401)
  })

  it("removes entries older than AUDIT_RETENTION_DAYS, once a day", async () => {
    const total = async () =>
      Number((await audit()).headers["content-range"]!.split("/")[1])
    await app.db
      .updateTable("audit")
      .set({ at: "2026-01-01T00:00:00.000Z" })
      .where("action", "=", "login_failed")
      .execute()
    const before = await total()
    expect(await app.jobs.runDue()).toContain("audit-retention")
    // 2026-01-01 is more than 30 days before the clock's 2026-03-02.
    const after = await total()
    expect(after).toBe(before - 2)
    expect(
      (await audit({ filter: { action: "login_failed" } })).json()
    ).toEqual([])
    now += 60 * 60_000
    expect(await app.jobs.runDue()).not.toContain("audit-retention")
  })
})
