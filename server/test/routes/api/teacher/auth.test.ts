/** @dialect-dependent concurrent registrations and logins on one account, and its lock */
import { sql } from "kysely"
import {
  build,
  buildForTests,
  pendingTeacher,
  type TestApp,
  validTeacher,
} from "../../../helper"
import {
  INVITATION_TTL_MS,
  issueToken,
  RESET_TTL_MS,
  tokenState,
} from "../../../../plugins/app/people/account-tokens-repository"

const url = "/api/teacher/auth/register"
const teacher = validTeacher

// One app for the registrations and the honeypot: the honeypot's test counts only what it adds.
let app: TestApp
buildForTests((built) => (app = built))

describe("POST /api/teacher/auth/register", () => {
  const register = (payload: object) =>
    app.inject({ method: "POST", url, payload })

  it("answers 201 {teacher, message} without the password, and stores only a scrypt hash", async () => {
    const response = await register(teacher)
    expect(response.statusCode).toBe(201)
    const { teacher: stored, message } = response.json()
    expect(message).toEqual(expect.any(String))
    expect(stored).toEqual({
      id: expect.any(String),
      _id: stored.id,
      ...pendingTeacher(teacher),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    })
    expect(response.body).not.toContain(teacher.password)
    const { rows } = await sql<{
      passwordHash: string
    }>`SELECT "passwordHash" FROM teachers`.execute(app.db)
    expect(rows[0].passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$/)
    expect(rows[0].passwordHash).not.toContain(teacher.password)
  })

  it("takes phone and subject as optional", async () => {
    const response = await register({
      name: "No Phone",
      email: "nophone@example.com",
      password: "twelve chars!",
    })
    expect(response.statusCode).toBe(201)
    expect(response.json().teacher).toMatchObject({ phone: "", subject: "" })
  })

  it("answers 409 for an e-mail address already registered, whatever its case", async () => {
    const response = await register({
      ...teacher,
      email: teacher.email.toUpperCase(),
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toMatch(/already registered/)
  })

  it.each([
    [
      "a password under 12 characters",
      { password: "short" },
      /password must be at least 12 characters/,
    ],
    [
      "a password over 200 characters",
      { password: "p".repeat(201) },
      /password must be at most 200/,
    ],
    ["a blank name", { name: " " }, /name must not be blank/],
    ["a bad e-mail", { email: "lena" }, /email must be a valid e-mail/],
    ["a phone with letters", { phone: "call me" }, /phone/],
    [
      "a subject over 200 characters",
      { subject: "s".repeat(201) },
      /subject must be at most 200/,
    ],
    ["a missing password", { password: undefined }, /password is required/],
    [
      "a common or breached password",
      { password: "1q2w3e4r5t6Y" },
      /list of common or breached passwords/,
    ],
  ])("answers 400 for %s", async (_, change, message) => {
    const response = await register({
      ...teacher,
      email: "new@example.com",
      ...change,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(message)
  })
})

describe("teacher registration rate limit", () => {
  it("answers 429 with Retry-After past RATE_LIMIT_FORMS and stores nothing more", async () => {
    const app = await build({ RATE_LIMIT_FORMS: 2 })
    try {
      const statuses = []
      for (let i = 0; i < 3; i++) {
        const response = await app.inject({
          method: "POST",
          url,
          payload: { ...teacher, email: `t${i}@example.com` },
        })
        statuses.push(response.statusCode)
        if (i === 2) expect(response.headers["retry-after"]).toBeDefined()
      }
      expect(statuses).toEqual([201, 201, 429])
      const { rows } = await sql<{
        n: number
      }>`SELECT count(*) AS n FROM teachers`.execute(app.db)
      expect(Number(rows[0].n)).toBe(2)
    } finally {
      await app.close()
    }
  })
})

describe("the registration form's honeypot", () => {
  const count = async (table: "teachers" | "notifications") =>
    Number(
      (
        await sql<{
          n: number
        }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(app.db)
      ).rows[0].n
    )

  it("answers a filled honeypot as it answers a person, but hashes, keeps and e-mails nothing", async () => {
    const before = {
      teachers: await count("teachers"),
      notifications: await count("notifications"),
    }
    const hash = jest.spyOn(app.passwordManager, "hash")
    const robot = await app.inject({
      method: "POST",
      url,
      payload: {
        ...teacher,
        email: "robot@example.com",
        website: "https://spam.example",
      },
    })
    const person = await app.inject({
      method: "POST",
      url,
      payload: { ...teacher, email: "person@example.com", website: "  " },
    })
    expect(robot.statusCode).toBe(201)
    expect(person.statusCode).toBe(201)
    const shape = (body: { teacher: object; message: string }) => ({
      keys: Object.keys(body.teacher).sort(),
      message: body.message,
    })
    expect(shape(robot.json())).toEqual(shape(person.json()))
    expect(robot.json().teacher.email).toBe("robot@example.com")
    expect(robot.body).not.toMatch(/website|spam|honeypot/i)
    expect(hash).toHaveBeenCalledTimes(1)
    hash.mockRestore()
    expect(await count("teachers")).toBe(before.teachers + 1)
    expect(await count("notifications")).toBe(before.notifications + 1)
  })
})

describe("password hashes when registrations and logins arrive at once", () => {
  let app: TestApp
  // A cost high enough that a hash is still running when the last request arrives; one hash at
  // a time, two waiting.
  beforeAll(async () => {
    app = await build({ scryptCost: 15, hashConcurrency: 1, hashQueue: 2 })
  })
  afterAll(() => app.close())

  const expectBusy = (
    answers: {
      statusCode: number
      headers: Record<string, unknown>
      json(): { message: string }
    }[]
  ) => {
    const refused = answers.filter((answer) => answer.statusCode === 429)
    expect(refused.length).toBeGreaterThan(0)
    for (const answer of refused) {
      expect(Number(answer.headers["retry-after"])).toBeGreaterThanOrEqual(1)
      expect(answer.json().message).toMatch(/busy checking passwords/)
    }
    return refused.length
  }

  it("hashes one registration at a time with two waiting, answers the rest 429 with Retry-After and keeps nothing of them", async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        app.inject({
          method: "POST",
          url,
          payload: { ...teacher, email: `flood${i}@example.com` },
        })
      )
    )
    const refused = expectBusy(answers)
    const created = answers.filter((answer) => answer.statusCode === 201)
    expect(created.length + refused).toBe(12)
    expect(created.length).toBeLessThanOrEqual(6)
    const { rows } = await sql<{
      n: number
    }>`SELECT count(*) AS n FROM teachers`.execute(app.db)
    expect(Number(rows[0].n)).toBe(created.length)
  })

  it("answers logins past the queue 429 with Retry-After too", async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        app.inject({
          method: "POST",
          url: "/api/admin/auth/login",
          payload: {
            email: `someone${i}@example.com`,
            password: "not a password",
          },
        })
      )
    )
    const refused = expectBusy(answers)
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(
      12 - refused
    )
  })

  it("does not count a login the queue refused toward the account's lock", async () => {
    const email = "busy.teacher@example.com"
    // Eight at once for one account (fewer than the lock's ten): those past the queue are
    // refused unchecked, so only the checked ones are its failures.
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        app.inject({
          method: "POST",
          url: "/api/admin/auth/login",
          payload: { email, password: "not a password" },
        })
      )
    )
    const refused = expectBusy(answers)
    const { rows } = await sql<{
      failures: number
    }>`SELECT "failures" FROM login_failures WHERE "email" = ${email}`.execute(
      app.db
    )
    expect(Number(rows[0].failures)).toBe(8 - refused)
  })

  it("bounds the hashes of resets and invitations' acceptance alike, and hashes nothing for a link that cannot work", async () => {
    const step = (path: string, token: string) =>
      app.inject({
        method: "POST",
        url: `/api/admin/auth/${path}`,
        payload: { token, password: "a long enough password" },
      })
    // Forged links: refused before any hash, so none of them meets the bound.
    const forged = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        step(i % 2 ? "reset" : "accept", `forged-${i}`.padEnd(43, "x"))
      )
    )
    expect(forged.map((answer) => answer.statusCode)).toEqual(
      Array(12).fill(400)
    )
    for (const purpose of ["reset", "invite"] as const) {
      const tokens = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          issueToken(
            app.db,
            purpose,
            { accountKind: "admin", accountId: `${purpose}-${i}` },
            purpose === "reset" ? RESET_TTL_MS : INVITATION_TTL_MS
          )
        )
      )
      const path = purpose === "reset" ? "reset" : "accept"
      const answers = await Promise.all(
        tokens.map((token) => step(path, token))
      )
      expectBusy(answers)
      // A refused step leaves its link as it was, to be used once the server is free.
      for (const [i, answer] of answers.entries())
        if (answer.statusCode === 429)
          expect(await tokenState(app.db, purpose, tokens[i])).toBe("valid")
    }
  })
})
