import { BRAND, build, validContact, type TestApp } from "../helper"

// Rate limits count clients; an IPv6 client is its /64, an IPv4-mapped address its IPv4 one.

describe("the forms limit for IPv6 clients", () => {
  let app: TestApp
  beforeAll(async () => {
    app = await build({ RATE_LIMIT_FORMS: 2 })
  })
  afterAll(() => app.close())

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
