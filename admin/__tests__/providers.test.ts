/**
 * @jest-environment node
 */
import "./setup"
import type { HttpError } from "react-admin"
import site from "../../content/site.json"
import { request } from "../../api-client"
import {
  createAuthProvider,
  ID_KEY,
  type PanelAuthProvider,
  TOKEN_KEY,
} from "../authProvider"
import { createDataProvider, type PanelDataProvider } from "../dataProvider"
import {
  ADMIN,
  memoryStorage,
  type RealServer,
  startServer,
} from "./real-server"

// The data and auth providers against the real API: what ra-data-simple-rest sends is what the
// server answers, so the panel and the API cannot drift apart unnoticed.
let server: RealServer
let auth: PanelAuthProvider
let data: PanelDataProvider

beforeAll(async () => {
  globalThis.localStorage = memoryStorage()
  server = await startServer()
  auth = createAuthProvider(server.url)
  data = createDataProvider(server.url)
}, 40_000)

afterAll(() => server?.stop())

const page = (page: number, perPage: number) => ({ page, perPage })

describe("authProvider against the API", () => {
  beforeEach(() => localStorage.clear())

  it("rejects a wrong password with the server's message and stores nothing", async () => {
    await expect(
      auth.login({ email: ADMIN.email, password: "wrong-password" })
    ).rejects.toThrow(
      expect.objectContaining({
        status: 401,
        message: expect.stringMatching(/\w/),
      })
    )
    expect(localStorage.length).toBe(0)
    await expect(auth.checkAuth({})).rejects.toEqual({ message: false })
  })

  it("keeps only the token and _id after a login, and logout clears them", async () => {
    const result = await auth.login(ADMIN)
    expect(result.message).toEqual(expect.any(String))
    expect(localStorage.length).toBe(2)
    expect(localStorage.getItem(TOKEN_KEY)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(localStorage.getItem(ID_KEY)).toEqual(expect.any(String))
    await expect(auth.checkAuth({})).resolves.toBeUndefined()

    await auth.logout({})
    expect(localStorage.length).toBe(0)
  })
})

describe("dataProvider against the API", () => {
  beforeAll(async () => {
    localStorage.clear()
    await auth.login(ADMIN)
    for (const [order, title] of [
      [3, "Procurement academy: eight courses"],
      [1, "Cut well costs by over 60%"],
      [2, "Contracts that keep their value"],
    ] as const) {
      await data.create("banners", { data: { title, subtitle: "", order } })
    }
  })

  it("lists with sort and range, and reads the total from Content-Range", async () => {
    const first = await data.getList("banners", {
      sort: { field: "order", order: "ASC" },
      pagination: page(1, 2),
      filter: {},
    })
    expect(first.data.map((banner) => banner.order)).toEqual([1, 2])
    expect(first.total).toBe(3)

    const second = await data.getList("banners", {
      sort: { field: "order", order: "ASC" },
      pagination: page(2, 2),
      filter: {},
    })
    expect(second.data.map((banner) => banner.title)).toEqual([
      "Procurement academy: eight courses",
    ])
    expect(second.total).toBe(3)
  })

  it("filters with q and with exact field values, counting only the matches", async () => {
    const searched = await data.getList("banners", {
      sort: { field: "title", order: "DESC" },
      pagination: page(1, 10),
      filter: { q: "contracts" },
    })
    expect(searched.data.map((banner) => banner.title)).toEqual([
      "Contracts that keep their value",
    ])
    expect(searched.total).toBe(1)

    const exact = await data.getList("banners", {
      sort: { field: "order", order: "ASC" },
      pagination: page(1, 10),
      filter: { order: 3 },
    })
    expect(exact.total).toBe(1)
  })

  it("creates, reads, updates and deletes a programme", async () => {
    const { data: created } = await data.create("programmes", {
      data: {
        Name: "Category management",
        Image: "/images/category.jpg",
        description: "<p>7 steps</p>",
      },
    })
    expect(created).toMatchObject({
      id: expect.any(String),
      Name: "Category management",
    })

    const { data: read } = await data.getOne("programmes", { id: created.id })
    expect(read.description).toBe("<p>7 steps</p>")

    const { data: updated } = await data.update("programmes", {
      id: created.id,
      data: { Name: "Category management programme", Image: "" },
      previousData: read,
    })
    expect(updated).toMatchObject({
      id: created.id,
      Name: "Category management programme",
      Image: "",
    })

    const { data: many } = await data.getMany("programmes", {
      ids: [created.id],
    })
    expect(many.map((record) => record.id)).toEqual([created.id])

    await data.delete("programmes", { id: created.id, previousData: updated })
    await expect(
      data.getOne("programmes", { id: created.id })
    ).rejects.toMatchObject({ status: 404 })
  })

  it("surfaces the server's validation message", async () => {
    await expect(
      data.create("banners", { data: { title: "" } })
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/title/),
    })
  })

  it("puts the server's refusal of a slug on the slug field, for the form to show there", async () => {
    await data.create("blogs", {
      data: { title: "Held", slug: "held-by-provider-test" },
    })
    await expect(
      data.create("blogs", {
        data: { title: "Other", slug: "held-by-provider-test" },
      })
    ).rejects.toMatchObject({
      status: 409,
      body: { errors: { slug: expect.stringMatching(/already the address/) } },
    })
    await expect(
      data.create("programmes", { data: { Name: "P", slug: "Not A Slug" } })
    ).rejects.toMatchObject({
      status: 400,
      body: { errors: { slug: expect.stringMatching(/lowercase/) } },
    })
    // Any other refusal stays the form's notice, not a field's.
    await expect(
      data.create("banners", { data: { title: "" } })
    ).rejects.not.toHaveProperty("body.errors")
  })

  it("lists contacts from the public form, filtered by source and by day", async () => {
    const contact = {
      name: "Amina Yusuf",
      email: "amina@example.test",
      number: "+44 20 7946 0000",
      reason: "Tender review",
      message:
        "We would like a review of our next drilling tender before it goes out.",
    }
    await request(`/api/v1/${site.brand}/contact/upload`, {
      method: "POST",
      body: contact,
      baseUrl: server.url,
    })
    await request(`/api/v1/${site.brand}/contact/upload`, {
      method: "POST",
      body: { ...contact, source: "rfq" },
      baseUrl: server.url,
    })

    const rfq = await data.getList("contacts", {
      sort: { field: "createdAt", order: "DESC" },
      pagination: page(1, 10),
      filter: { source: "rfq" },
    })
    expect(rfq.total).toBe(1)
    expect(rfq.data[0]).toMatchObject({ name: "Amina Yusuf", source: "rfq" })

    await expect(
      data.create("contacts", { data: contact })
    ).rejects.toMatchObject({ status: 405 })
  })

  it("reads the daily backups' state for the dashboard", async () => {
    // This server has no BACKUP_DIR: no daily backups, nothing failed.
    expect(await data.backupStatus()).toEqual({
      dir: null,
      keep: 7,
      lastSuccessAt: null,
      lastFailureAt: null,
      lastError: null,
      failures: 0,
      archives: [],
    })
  })

  it("reads the state of the enquiry e-mails, and sends again only a failed one", async () => {
    // This server has no SMTP_URL: the contacts above wait, pending.
    const status = await data.notificationStatus()
    expect(status).toMatchObject({
      configured: false,
      to: site.email,
      contacts: { pending: 2, failed: 0 },
    })
    const [newest] = (
      await data.getList("contacts", {
        sort: { field: "createdAt", order: "DESC" },
        pagination: page(1, 1),
        filter: {},
      })
    ).data
    expect(newest).toMatchObject({ notification: "pending", spam: false })
    await expect(
      data.resendNotification("contacts", newest.id)
    ).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/not failed/),
    })
  })

  it("registers a teacher through the public call the register screen uses", async () => {
    const teacher = {
      name: "Lars Berg",
      email: "lars@example.test",
      password: "a-long-passphrase",
    }
    const { message } = await request<{ message: string }>(
      "/api/teacher/auth/register",
      { method: "POST", body: teacher, baseUrl: server.url }
    )
    expect(message).toEqual(expect.any(String))
    await expect(
      request("/api/teacher/auth/register", {
        method: "POST",
        body: teacher,
        baseUrl: server.url,
      })
    ).rejects.toMatchObject({
      name: "ApiError",
      status: 409,
      message: expect.stringMatching(/\w/),
    })

    const listed = await data.getList("teachers", {
      sort: { field: "createdAt", order: "DESC" },
      pagination: page(1, 10),
      filter: { q: "lars" },
    })
    expect(listed.data).toEqual([
      expect.objectContaining({
        name: "Lars Berg",
        email: "lars@example.test",
      }),
    ])
    expect(listed.data[0]).not.toHaveProperty("password")
  })

  it("uploads an image dropped in a form and saves the record with its /uploads/ address", async () => {
    await auth.login(ADMIN)
    // A whole 2 × 2 PNG: the server decodes every upload in full.
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVR4nGPglnfhlndhgFAACzIBuSsCwMUAAAAASUVORK5CYII=",
      "base64"
    )
    const file = new File([png], "portrait.png", { type: "image/png" })
    const created = await data.create("team", {
      data: {
        name: "Ada Okafor",
        image: { rawFile: file, src: "blob:preview", title: "portrait.png" },
      },
    })
    expect(created.data.image).toMatch(/^\/uploads\/[0-9a-f]{24}\.png$/)
    const served = await fetch(`${server.url}${created.data.image}`)
    expect(served.headers.get("content-type")).toBe("image/png")
    // Stored encoded afresh: a PNG still, of the same picture.
    const bytes = Buffer.from(await served.arrayBuffer())
    expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG")

    // A previewed address goes back as the address it was.
    const updated = await data.update("team", {
      id: created.data.id,
      data: { image: { src: "https://images.example/ada.jpg", title: "" } },
      previousData: created.data,
    })
    expect(updated.data.image).toBe("https://images.example/ada.jpg")
  })

  it("keeps a teacher's profile change, photo uploaded, waiting for review, and shows it in their form", async () => {
    const teacher = {
      name: "Mira Holt",
      email: "mira@example.test",
      password: "a-long-passphrase",
    }
    const { teacher: registered } = await request<{ teacher: { id: string } }>(
      "/api/teacher/auth/register",
      { method: "POST", body: teacher, baseUrl: server.url }
    )
    await auth.login(ADMIN)
    await data.reviewTeacher(registered.id, "approve")
    // The administrator's session, taken up again below without another (slow) password check.
    const adminToken = localStorage.getItem(TOKEN_KEY)!
    await auth.login({ email: teacher.email, password: teacher.password })
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVR4nGPglnfhlndhgFAACzIBuSsCwMUAAAAASUVORK5CYII=",
      "base64"
    )
    const photo = new File([png], "me.png", { type: "image/png" })
    const before = (await data.getOne("me", { id: "me" })).data
    await data.update("me", {
      id: "me",
      data: {
        ...before,
        bio: "Contracts, read as a court would.",
        photo: { rawFile: photo, src: "blob:preview", title: "me.png" },
      },
      previousData: before,
    })
    // The form shows the change; the approved profile stays as it was.
    const form = (await data.getOne("me", { id: "me" })).data
    expect(form.bio).toBe("Contracts, read as a court would.")
    expect(form.photo).toMatch(/^\/uploads\/[0-9a-f]{24}\.png$/)
    expect(form.pendingProfile).toEqual({
      bio: "Contracts, read as a court would.",
      photo: form.photo,
    })
    // A further save of the form keeps the waiting change.
    await data.update("me", {
      id: "me",
      data: { ...form, subject: "Contract law" },
      previousData: form,
    })
    expect((await data.getOne("me", { id: "me" })).data.pendingProfile).toEqual(
      {
        bio: "Contracts, read as a court would.",
        photo: form.photo,
        subject: "Contract law",
      }
    )

    localStorage.setItem(TOKEN_KEY, adminToken)
    const approved = (await data.reviewTeacherProfile(
      registered.id,
      "approve"
    )) as Record<string, unknown>
    expect(approved).toMatchObject({
      bio: "Contracts, read as a court would.",
      photo: form.photo,
      subject: "Contract law",
      pendingProfile: null,
    })
  })

  it("refuses a file that is not an image with the server's message", async () => {
    await auth.login(ADMIN)
    const file = new File(["<svg/>"], "logo.png", { type: "image/png" })
    await expect(
      data.create("team", {
        data: { name: "X", image: { rawFile: file, src: "", title: "" } },
      })
    ).rejects.toMatchObject({
      status: 415,
      message: expect.stringMatching(/JPEG, PNG, WebP or AVIF/),
    })
  })

  it("reads the site's publishing state and asks for a publish", async () => {
    await auth.login(ADMIN)
    const provider = data as ReturnType<typeof createDataProvider>
    expect(await provider.publishStatus()).toMatchObject({
      state: "idle",
      mode: "off",
    })
    expect(await provider.publishNow()).toMatchObject({
      state: "idle",
      mode: "off",
    })
  })

  // A list read with a token the server does not take: the error react-admin hands checkError.
  const refusedList = async () => {
    localStorage.setItem(TOKEN_KEY, "not.a.token")
    return (await data
      .getList("banners", {
        sort: { field: "id", order: "ASC" },
        pagination: page(1, 5),
        filter: {},
      })
      .catch((failure) => failure)) as HttpError
  }

  it("answers 401 to a rejected token, which ends the session", async () => {
    const error = await refusedList()
    expect(error.status).toBe(401)
    await expect(auth.checkError(error)).rejects.toEqual({ message: false })
    expect(auth.sessionNotice()).toBe("admin.auth.session_expired")
    await auth.login(ADMIN)
    expect(auth.sessionNotice()).toBeNull()
  })

  it("keeps the session when a call made with a replaced token is refused after the change", async () => {
    await auth.login(ADMIN)
    const kept = localStorage.getItem(TOKEN_KEY)
    // A poll sent before a password change handed this tab its new token, answered after it.
    const error = await refusedList()
    expect(error.status).toBe(401)
    localStorage.setItem(TOKEN_KEY, kept!)
    await expect(auth.checkError(error)).resolves.toBeUndefined()
    expect(localStorage.getItem(TOKEN_KEY)).toBe(kept)
    expect(auth.sessionNotice()).toBeNull()
    await expect(auth.checkAuth({})).resolves.toBeUndefined()
  })
})
