import {
  BRAND,
  buildAsAdmin,
  pendingTeacher,
  type TestApp,
  validContact,
  validTeacher,
} from "../../../helper"

const teacher = validTeacher

// No SMTP_URL in these tests: each enquiry's e-mail waits, pending, never tried.
const unsentNotification = {
  notification: "pending",
  notificationAttempts: 0,
  notificationError: null,
  notifiedAt: null,
}

describe("contacts and teachers in the admin", () => {
  let app: TestApp
  let headers: Record<string, string>
  let contactId: string
  let teacherId: string
  beforeAll(async () => {
    ;({ app, headers } = await buildAsAdmin())
    contactId = (
      await app.inject({
        method: "POST",
        url: `/api/v1/${BRAND}/contact/upload`,
        payload: validContact,
      })
    ).json().Contact.id
    teacherId = (
      await app.inject({
        method: "POST",
        url: "/api/teacher/auth/register",
        payload: teacher,
      })
    ).json().teacher.id
  })
  afterAll(() => app.close())

  it("lists and shows contacts with every field", async () => {
    const list = await app.inject({ url: "/api/admin/contacts", headers })
    expect(list.statusCode).toBe(200)
    expect(list.headers["content-range"]).toBe("contacts 0-0/1")
    const one = await app.inject({
      url: `/api/admin/contacts/${contactId}`,
      headers,
    })
    expect(one.json()).toEqual({
      ...validContact,
      source: "session",
      id: contactId,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      ...unsentNotification,
      status: "new",
      assignee: null,
      notes: "",
      answeredBy: null,
      answeredAt: null,
      spam: false,
    })
  })

  it("filters contacts by source", async () => {
    const filter = encodeURIComponent(JSON.stringify({ source: "rfq" }))
    const response = await app.inject({
      url: `/api/admin/contacts?filter=${filter}`,
      headers,
    })
    expect(response.json()).toEqual([])
  })

  it("lists and shows teachers without any password or hash", async () => {
    const list = await app.inject({ url: "/api/admin/teachers", headers })
    const one = await app.inject({
      url: `/api/admin/teachers/${teacherId}`,
      headers,
    })
    for (const body of [list.body, one.body]) {
      expect(body).not.toMatch(/password|scrypt|a long enough/i)
    }
    expect(one.json()).toEqual({
      id: teacherId,
      ...pendingTeacher(teacher),
      pendingProfile: null,
      reviewedBy: null,
      reviewedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      ...unsentNotification,
    })
  })

  // A contact's PUT is the office's (contacts-handling.test.ts): one that changes what the visitor
  // sent is refused whole.
  it.each([
    ["POST", "contacts"],
    ["PUT", "contacts"],
    ["POST", "teachers"],
    ["PUT", "teachers/TEACHER"],
  ])(
    "answers %s /api/admin/%s with 405 and changes nothing",
    async (method, path) => {
      const url = `/api/admin/${path.replace("CONTACT", contactId).replace("TEACHER", teacherId)}`
      const before = await app.inject({
        url: url.replace(/\/(contacts|teachers)$/, "/$1"),
        headers,
      })
      const response = await app.inject({
        method: method as "POST",
        url,
        headers,
        payload: { name: "Changed", email: "changed@example.com" },
      })
      expect(response.statusCode).toBe(405)
      expect(response.json().message).toMatch(/public forms/)
      const after = await app.inject({
        url: url.replace(/\/(contacts|teachers)$/, "/$1"),
        headers,
      })
      expect(after.body).toBe(before.body)
    }
  )

  it("deletes a contact (200 with the record) even with an empty text/plain body", async () => {
    const response = await app.inject({
      method: "DELETE",
      url: `/api/admin/contacts/${contactId}`,
      headers: { ...headers, "content-type": "text/plain" },
      payload: "",
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().id).toBe(contactId)
    expect(
      (await app.inject({ url: `/api/admin/contacts/${contactId}`, headers }))
        .statusCode
    ).toBe(404)
  })

  it("deletes a teacher", async () => {
    const response = await app.inject({
      method: "DELETE",
      url: `/api/admin/teachers/${teacherId}`,
      headers,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).not.toHaveProperty("passwordHash")
  })
})
