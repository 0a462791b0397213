import { api, ApiError, offlineMessage } from "../api"

const fetchMock = jest.fn()

// jsdom has no Response; the client only reads ok, status and json().
function respond(status: number, body: unknown, asText = false) {
  fetchMock.mockResolvedValueOnce({
    ok: status >= 200 && status < 300,
    status,
    json: async () => (asText ? JSON.parse(String(body)) : body),
  })
}

beforeEach(() => {
  fetchMock.mockReset()
  global.fetch = fetchMock
  localStorage.clear()
})

const consent = { page: "/faq", consentVersion: "2026-11" }

describe("api", () => {
  it("posts a contact request as JSON to the brand's path, same origin, without a token", async () => {
    localStorage.setItem("token", "secret")
    respond(201, { Contact: { id: "1" }, message: "ok" })
    const body = {
      name: "Ada",
      email: "ada@example.com",
      number: "+31 6123",
      reason: "Tender",
      message: "Hi",
      source: "session" as const,
    }
    await expect(api.sendContact("coreval", body)).resolves.toEqual({
      Contact: { id: "1" },
      message: "ok",
    })
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe("/api/v1/coreval/contact/upload")
    expect(init.method).toBe("POST")
    expect(JSON.parse(init.body)).toEqual(body)
    expect(init.headers["Content-Type"]).toBe("application/json")
    expect(init.headers.Authorization).toBeUndefined()
  })

  it("subscribes an e-mail address to the newsletter, with the page and the consent's version", async () => {
    respond(201, { Contact: { id: "2" }, message: "ok" })
    await api.subscribe("coreval", "ada@example.com", consent)
    expect(fetchMock.mock.calls[0][0]).toBe("/api/v1/coreval/newsletter/upload")
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
      email: "ada@example.com",
      page: "/faq",
      consentVersion: "2026-11",
    })
  })

  it("sends the stored bearer token on list reads but never on the single programme and blog", async () => {
    localStorage.setItem("token", "secret")
    respond(200, { data: [] })
    respond(200, { data: {} })
    respond(200, { data: {} })
    await api.list("courses")
    await api.programme("a b/c")
    await api.blog("7")
    const [list, programme, blog] = fetchMock.mock.calls
    expect(list[0]).toBe("/api/v1/admin/getallCrouse")
    expect(list[1].headers.Authorization).toBe("Bearer secret")
    expect(list[1].headers.Accept).toBe("application/json")
    expect(programme[0]).toBe("/api/v1/admin/getsingleProgramme/a%20b%2Fc")
    expect(programme[1].headers.Authorization).toBeUndefined()
    expect(blog[0]).toBe("/api/v1/admin/getSingleblog/7")
    expect(blog[1].headers.Authorization).toBeUndefined()
  })

  it("sends no Authorization header at all when no token is stored", async () => {
    respond(200, { data: [] })
    await api.list("banners")
    expect(fetchMock.mock.calls[0][1].headers.Authorization).toBeUndefined()
  })

  it("fails with the server's message and status", async () => {
    respond(400, { message: 'body/email must match format "email"' })
    const error = await api
      .subscribe("coreval", "x", consent)
      .catch((caught) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error.message).toBe('body/email must match format "email"')
    expect(error.status).toBe(400)
  })

  it("fails in plain language when the server gives no message", async () => {
    respond(500, "<html>Bad gateway</html>", true)
    await expect(api.list("news")).rejects.toThrow(
      "Something went wrong on our side"
    )
    respond(429, {})
    await expect(api.subscribe("coreval", "a@b.co", consent)).rejects.toThrow(
      "Too many requests"
    )
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"))
    const offline = await api
      .subscribe("coreval", "a@b.co", consent)
      .catch((caught) => caught)
    expect(offline.message).toBe(offlineMessage)
    expect(offline.status).toBe(0)
  })
})
