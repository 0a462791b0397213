/** @dialect-dependent the limits count in Redis on PostgreSQL, in memory on SQLite */
import { buildForTests, type TestApp } from "../../../helper"
import { snapshot } from "../../../people"

// The public steps an e-mail starts ('Forgot password', a reset, an invitation's acceptance) are
// limited per client address like the login (RATE_LIMIT_LOGIN): a guesser of tokens or a sender
// of reset mails gets 429 with Retry-After, and a refused request changes nothing.

describe("the public account steps' rate limit", () => {
  let app: TestApp
  buildForTests((built) => (app = built), { RATE_LIMIT_LOGIN: 2 })

  it.each([
    ["forgot", { email: "someone@example.com" }],
    ["reset", { token: "a-guess", password: "a long enough password" }],
    ["accept", { token: "a-guess", password: "a long enough password" }],
  ])(
    "limits POST /api/admin/auth/%s per client address",
    async (step, payload) => {
      const post = (remoteAddress: string) =>
        app.inject({
          method: "POST",
          url: `/api/admin/auth/${step}`,
          payload,
          remoteAddress,
        })
      const address = `203.0.113.${["forgot", "reset", "accept"].indexOf(step) + 1}`
      expect((await post(address)).statusCode).not.toBe(429)
      expect((await post(address)).statusCode).not.toBe(429)
      const before = await snapshot(app)
      const third = await post(address)
      expect(third.statusCode).toBe(429)
      expect(Number(third.headers["retry-after"])).toBeGreaterThan(0)
      expect(await snapshot(app)).toBe(before)
      expect((await post("198.51.100.9")).statusCode).not.toBe(429)
    }
  )
})
