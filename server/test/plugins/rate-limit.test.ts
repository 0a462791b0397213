/** @dialect-dependent the limits count in Redis on PostgreSQL, in memory on SQLite */
import { sql } from "kysely"
import {
  BRAND,
  build,
  buildForTests,
  type TestApp,
  validContact,
} from "../helper"
import { startRedis, type RedisServer } from "../services/redis"

// Rate limits count clients; an IPv6 client is its /64, an IPv4-mapped address its IPv4 one.

describe("the forms limit for IPv6 clients", () => {
  let app: TestApp
  buildForTests((built) => (app = built), { RATE_LIMIT_FORMS: 2 })

  const post = (remoteAddress: string) =>
    app.inject({
      method: "POST",
      url: `/api/v1/${BRAND}/contact/upload`,
      payload: validContact,
      remoteAddress,
    })

  it("is shared by every address of one /64, and not by the next /64", async () => {
    expect((await post("2001:db8:1:2::1")).statusCode).toBe(201)
    expect((await post("2001:db8:1:2:aaaa::7")).statusCode).toBe(201)
    const third = await post("2001:db8:1:2:ffff:ffff:ffff:fffe")
    expect(third.statusCode).toBe(429)
    expect(Number(third.headers["retry-after"])).toBeGreaterThan(0)
    expect((await post("2001:db8:1:3::1")).statusCode).toBe(201)
  })

  it("counts an IPv4-mapped address as the IPv4 address", async () => {
    expect((await post("203.0.113.5")).statusCode).toBe(201)
    expect((await post("::ffff:203.0.113.5")).statusCode).toBe(201)
    expect((await post("203.0.113.5")).statusCode).toBe(429)
  })
})

// With REDIS_URL the limits are counted in Redis, shared by every instance. When Redis stops
// answering they go on from this server's own counts, and the log says so.
describe("the limits when Redis stops mid-run", () => {
  let redis: RedisServer
  let app: TestApp
  const log: string[] = []
  beforeAll(async () => {
    redis = await startRedis()
    app = await build(
      { REDIS_URL: redis.url, RATE_LIMIT_FORMS: 3 },
      {
        logger: {
          level: "info",
          stream: { write: (line: string) => log.push(line) },
        },
      }
    )
  })
  afterAll(async () => {
    await app?.close()
    await redis?.stop()
  })

  const post = (i: number) =>
    app.inject({
      method: "POST",
      url: `/api/v1/${BRAND}/contact/upload`,
      payload: { ...validContact, email: `redis${i}@example.com` },
      remoteAddress: "198.51.100.9",
    })

  it("still answers 429 with Retry-After beyond the limit, and logs that it counts in this process", async () => {
    expect((await post(1)).statusCode).toBe(201)
    expect((await post(2)).statusCode).toBe(201)
    await redis.stop()
    expect((await post(3)).statusCode).toBe(201)
    const beyond = await post(4)
    expect(beyond.statusCode).toBe(429)
    expect(Number(beyond.headers["retry-after"])).toBeGreaterThan(0)
    expect(beyond.json().message).toMatch(/Too many requests/)
    const { rows } = await sql<{
      n: number
    }>`SELECT count(*) AS n FROM contacts`.execute(app.db)
    expect(Number(rows[0].n)).toBe(3)
    const warnings = log.filter((line) => /Redis is not answering/.test(line))
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/counted in this process/)
  })
})
