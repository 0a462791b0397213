import {
  bearer,
  BRAND,
  buildAsAdmin,
  type TestApp,
  validContact,
} from "../../../helper"

const contactUrl = `/api/v1/${BRAND}/contact/upload`
const newsletterUrl = `/api/v1/${BRAND}/newsletter/upload`

async function storedContacts(app: TestApp, token: string) {
  const response = await app.inject({
    url: "/api/admin/contacts",
    headers: bearer(token),
  })
  return response.json() as Array<Record<string, string>>
}

describe(`POST /api/v1/{brand}/contact/upload`, () => {
  let app: TestApp
  let token: string
  beforeAll(async () => ({ app, token } = await buildAsAdmin()))
  afterAll(() => app.close())

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url: contactUrl,
      payload: payload as object,
      headers,
    })

  it("stores the request and answers 201 {Contact, message} with source session", async () => {
    const response = await post(validContact)
    expect(response.statusCode).toBe(201)
    const { Contact, message } = response.json()
    expect(message).toEqual(expect.any(String))
    expect(Contact).toMatchObject({ ...validContact, source: "session" })
    expect(Contact._id).toBe(Contact.id)
    expect(await storedContacts(app, token)).toContainEqual(
      expect.objectContaining({ id: Contact.id, email: validContact.email })
    )
  })

  it("takes source rfq and no countryCode (the request modal)", async () => {
    const { countryCode: _omitted, ...modal } = validContact
    const response = await post({ ...modal, source: "rfq" })
    expect(response.statusCode).toBe(201)
    expect(response.json().Contact).toMatchObject({
      source: "rfq",
      countryCode: "",
    })
  })

  it("uses only the brand word of content/site.json", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/otherbrand/contact/upload",
      payload: validContact,
    })
    expect(response.statusCode).toBe(404)
  })

  const invalid: Array<[string, Record<string, unknown>, RegExp]> = [
    ["a missing name", { name: undefined }, /name is required/],
    ["a blank name", { name: "   " }, /name must not be blank/],
    [
      "a name over 200 characters",
      { name: "n".repeat(201) },
      /name must be at most 200/,
    ],
    [
      "a bad e-mail",
      { email: "not-an-address" },
      /email must be a valid e-mail/,
    ],
    [
      "an e-mail over 254 characters",
      { email: `${"a".repeat(250)}@x.io` },
      /email/,
    ],
    ["letters in the number", { number: "call me" }, /number/],
    [
      "a number over 32 characters",
      { number: "1".repeat(33) },
      /number must be at most 32/,
    ],
    ["a blank reason", { reason: " " }, /reason must not be blank/],
    [
      "a message over 5000 characters",
      { message: "m".repeat(5001) },
      /message must be at most 5000/,
    ],
    ["a countryCode with letters", { countryCode: "NL" }, /countryCode/],
    [
      "source newsletter",
      { source: "newsletter" },
      /source must be one of session, rfq/,
    ],
    ["a number as name", { name: 42 }, /name must be text/],
    ["a list as message", { message: ["hi"] }, /message must be text/],
  ]
  it.each(invalid)(
    "refuses %s with 400 naming the field, storing nothing",
    async (_, change, message) => {
      const before = (await storedContacts(app, token)).length
      const response = await post({ ...validContact, ...change })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        message: expect.stringMatching(message),
      })
      expect(await storedContacts(app, token)).toHaveLength(before)
    }
  )

  it("refuses a body that is not an object", async () => {
    const response = await post([validContact])
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(
      /request body must be a JSON object/
    )
  })

  it("ignores fields it does not know, such as an id", async () => {
    const response = await post({
      ...validContact,
      id: "chosen",
      isAdmin: true,
    })
    expect(response.statusCode).toBe(201)
    expect(response.json().Contact.id).not.toBe("chosen")
    expect(response.json().Contact).not.toHaveProperty("isAdmin")
  })

  it("answers 413 for a body over 64 KiB", async () => {
    const response = await post({
      ...validContact,
      message: "m".repeat(70 * 1024),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json().message).toBe(
      "The request body is larger than 64 KiB"
    )
  })

  it("answers 415 for a form-encoded body and 400 for JSON sent as text", async () => {
    const form = await post("name=x&email=y", {
      "content-type": "application/x-www-form-urlencoded",
    })
    expect(form.statusCode).toBe(415)
    expect(form.json().message).toMatch(/application\/json/)
    const text = await post(JSON.stringify(validContact), {
      "content-type": "text/plain",
    })
    expect(text.statusCode).toBe(400)
  })

  it("answers 400 for malformed and for empty JSON", async () => {
    const headers = { "content-type": "application/json" }
    const malformed = await post("{name:", headers)
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toEqual({
      message: "The request body is not valid JSON",
    })
    const empty = await post("", headers)
    expect(empty.statusCode).toBe(400)
  })

  it("answers GET with 405 and Allow: POST", async () => {
    const response = await app.inject(contactUrl)
    expect(response.statusCode).toBe(405)
    expect(response.headers.allow).toBe("POST")
  })
})

describe("POST /api/v1/{brand}/newsletter/upload", () => {
  let app: TestApp
  let token: string
  beforeAll(async () => ({ app, token } = await buildAsAdmin()))
  afterAll(() => app.close())

  const subscribe = (email: unknown) =>
    app.inject({ method: "POST", url: newsletterUrl, payload: { email } })

  it("stores a sign-up with source newsletter: 201 {Contact, message}", async () => {
    const response = await subscribe("reader@example.com")
    expect(response.statusCode).toBe(201)
    expect(response.json().Contact).toMatchObject({
      email: "reader@example.com",
      source: "newsletter",
    })
    expect(response.json().Contact._id).toBe(response.json().Contact.id)
  })

  it("answers the same address again with 200 and the first record, stored once", async () => {
    const first = await subscribe("twice@example.com")
    const again = await subscribe("Twice@Example.com")
    expect(again.statusCode).toBe(200)
    expect(again.json().Contact).toEqual(first.json().Contact)
    const signUps = (await storedContacts(app, token)).filter(
      (contact) => contact.email.toLowerCase() === "twice@example.com"
    )
    expect(signUps).toHaveLength(1)
  })

  it("keeps a sign-up apart from a contact request with the same address", async () => {
    await app.inject({
      method: "POST",
      url: contactUrl,
      payload: { ...validContact, email: "both@example.com" },
    })
    expect((await subscribe("both@example.com")).statusCode).toBe(201)
  })

  it.each([
    ["a bad address", "nope", /email must be a valid e-mail/],
    ["no address", undefined, /email is required/],
    ["a number", 5, /email must be text/],
  ])("refuses %s with 400", async (_, email, message) => {
    const response = await subscribe(email)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(message)
  })
})

describe("rate limit on the forms", () => {
  let app: TestApp
  let token: string
  beforeAll(
    async () =>
      ({ app, token } = await buildAsAdmin({
        RATE_LIMIT_FORMS: 3,
        TRUST_PROXY: "loopback",
      }))
  )
  afterAll(() => app.close())

  it("answers 429 with Retry-After past the limit and stores nothing more", async () => {
    const headers = { "x-forwarded-for": "198.51.100.7" }
    const statuses = []
    for (let i = 0; i < 5; i++) {
      const response = await app.inject({
        method: "POST",
        url: contactUrl,
        payload: { ...validContact, message: `attempt ${i}` },
        headers,
      })
      statuses.push(response.statusCode)
      if (response.statusCode === 429) {
        expect(Number(response.headers["retry-after"])).toBeGreaterThan(0)
        expect(response.json().message).toMatch(/Too many requests/)
      }
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429])
    const stored = (await storedContacts(app, token)).filter((c) =>
      c.message.startsWith("attempt")
    )
    expect(stored).toHaveLength(3)
  })

  it("counts per client address (X-Forwarded-For with TRUST_PROXY)", async () => {
    const response = await app.inject({
      method: "POST",
      url: newsletterUrl,
      payload: { email: "other-client@example.com" },
      headers: { "x-forwarded-for": "203.0.113.9" },
    })
    expect(response.statusCode).toBe(201)
  })
})
