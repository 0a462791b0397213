import sharp from "sharp"
import { openPanelStore } from "../../../../../common/panel-content"
import { bearer, build, type TestApp } from "../../../helper"
import {
  admin,
  lastMail,
  login,
  snapshot,
  staff,
  teacher,
  type Person,
} from "../../../people"

// Teachers: pending until staff approve or reject them (e-mailed either way); an approved teacher
// signs in with the password they registered with and reaches only their own space: their
// profile and the courses they teach, which they create and save but never publish or delete.
// Another teacher's course answers 404, any enquiry or registration 403, and nothing changes.

describe("teachers", () => {
  let app: TestApp
  let boss: Person
  let editor: Person
  beforeAll(async () => {
    app = await build()
    boss = await admin(app)
    editor = await staff(app)
  })
  afterAll(() => app.close())

  const call = (
    person: Person,
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: object
  ) => app.inject({ method, url, headers: person.headers, payload })
  // GET /api/admin/me with a session's token: the account it signs in, while it counts.
  const me = (token: string) =>
    app.inject({ url: "/api/admin/me", headers: bearer(token) })

  it("tells a pending or rejected teacher why they cannot sign in, and gives no token", async () => {
    const pending = await teacher(app, { approve: false })
    const waiting = await login(app, pending)
    expect(waiting.statusCode).toBe(403)
    expect(waiting.json()).toEqual({
      message: expect.stringMatching(/not been approved yet/),
    })

    const rejected = await call(
      editor,
      "POST",
      `/api/admin/teachers/${pending.id}/reject`
    )
    expect(rejected.statusCode).toBe(200)
    expect(rejected.json()).toMatchObject({
      status: "rejected",
      reviewedBy: editor.email,
    })
    const mail = await lastMail(app, pending.email)
    expect(mail.category).toBe("teacher-rejected")
    const refused = await login(app, pending)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toMatch(/was not approved/)
    expect(refused.json()).not.toHaveProperty("token")
    // A wrong password still reads as wrong, whatever the status.
    expect(
      (await login(app, { ...pending, password: "not the password!" }))
        .statusCode
    ).toBe(401)
  })

  it("approves one by one or several in turn, e-mails each teacher once, and opens their sign-in", async () => {
    const first = await teacher(app, { approve: false })
    const second = await teacher(app, { approve: false })
    for (const person of [first, second]) {
      const response = await call(
        editor,
        "POST",
        `/api/admin/teachers/${person.id}/approve`
      )
      expect(response.json()).toMatchObject({ status: "approved" })
    }
    // Approving again changes nothing and sends nothing.
    const mails = async () =>
      (await app.db.selectFrom("mails").select("id").execute()).length
    const count = await mails()
    expect(
      (await call(boss, "POST", `/api/admin/teachers/${first.id}/approve`))
        .statusCode
    ).toBe(200)
    expect(await mails()).toBe(count)
    expect((await lastMail(app, first.email)).category).toBe("teacher-approved")

    const answer = await login(app, first)
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toMatchObject({ role: "teacher", _id: first.id })
    expect((await me(answer.json().token)).json()).toMatchObject({
      id: first.id,
      role: "teacher",
      status: "approved",
    })

    // Rejected later: their sessions end at once.
    await call(editor, "POST", `/api/admin/teachers/${first.id}/reject`)
    expect((await me(answer.json().token)).statusCode).toBe(401)
    expect(
      (await call(editor, "POST", `/api/admin/teachers/nope/approve`))
        .statusCode
    ).toBe(404)
  })

  it("keeps a teacher to their own courses: others' are 404, their own are theirs whatever is sent", async () => {
    const lena = await teacher(app, { name: "Lena Okafor" })
    const ravi = await teacher(app, { name: "Ravi Menon" })
    const created = await call(lena, "POST", "/api/admin/courses", {
      title: "Contract law for engineers",
      durationDays: 2,
      teacherId: ravi.id,
    })
    expect(created.statusCode).toBe(201)
    expect(created.json().teacherId).toBe(lena.id)
    const courseId = created.json().id
    const raviCourse = (
      await call(ravi, "POST", "/api/admin/courses", {
        title: "Negotiation basics",
      })
    ).json().id

    const lenaList = await call(lena, "GET", "/api/admin/courses")
    expect(lenaList.json().map((c: { id: string }) => c.id)).toEqual([courseId])
    expect(lenaList.headers["content-range"]).toBe("courses 0-0/1")
    // The seeded courses and Ravi's are not hers, even when asked for by id or filter.
    const byId = encodeURIComponent(
      JSON.stringify({ id: [raviCourse, courseId] })
    )
    expect(
      (await call(lena, "GET", `/api/admin/courses?filter=${byId}`)).json()
    ).toHaveLength(1)
    const other = encodeURIComponent(JSON.stringify({ teacherId: ravi.id }))
    expect(
      (await call(lena, "GET", `/api/admin/courses?filter=${other}`)).json()
    ).toEqual([expect.objectContaining({ id: courseId })])

    const before = await snapshot(app)
    expect(
      (await call(lena, "GET", `/api/admin/courses/${raviCourse}`)).statusCode
    ).toBe(404)
    expect(
      (
        await call(lena, "PUT", `/api/admin/courses/${raviCourse}`, {
          title: "Taken over",
        })
      ).statusCode
    ).toBe(404)
    expect(
      (await call(lena, "DELETE", `/api/admin/courses/${raviCourse}`))
        .statusCode
    ).toBe(403)
    expect(
      (await call(lena, "DELETE", `/api/admin/courses/${courseId}`)).statusCode
    ).toBe(403)
    expect(
      (await call(lena, "GET", "/api/admin/courses/018cc251f400000000000001"))
        .statusCode
    ).toBe(404)
    expect((await call(lena, "POST", "/api/admin/publish")).statusCode).toBe(
      403
    )
    for (const url of [
      "/api/admin/contacts",
      "/api/admin/teachers",
      `/api/admin/teachers/${ravi.id}`,
      "/api/admin/users",
      "/api/admin/audit",
      "/api/admin/blogs",
      "/api/admin/courses/export",
    ])
      expect((await call(lena, "GET", url)).statusCode).toBe(403)
    expect(
      (await call(lena, "POST", `/api/admin/teachers/${ravi.id}/reject`))
        .statusCode
    ).toBe(403)
    expect(await snapshot(app)).toBe(before)

    const saved = await call(lena, "PUT", `/api/admin/courses/${courseId}`, {
      title: "Contract law for engineers, revised",
      teacherId: null,
    })
    expect(saved.json()).toMatchObject({
      title: "Contract law for engineers, revised",
      teacherId: lena.id,
    })
    // Staff see and assign every course.
    const assigned = await call(
      editor,
      "PUT",
      `/api/admin/courses/${raviCourse}`,
      {
        teacherId: lena.id,
      }
    )
    expect(assigned.json().teacherId).toBe(lena.id)
    expect(
      (
        await call(editor, "PUT", `/api/admin/courses/${raviCourse}`, {
          teacherId: "nobody",
        })
      ).statusCode
    ).toBe(400)
    expect(
      (await call(lena, "GET", `/api/admin/courses/${raviCourse}`)).statusCode
    ).toBe(200)
  })

  it("makes a teacher's course save a draft staff publish: no schedule, no publish, the live version kept", async () => {
    const mia = await teacher(app, { name: "Mia Laine" })
    const later = new Date(Date.now() + 86_400_000).toISOString()
    const created = await call(mia, "POST", "/api/admin/courses", {
      title: "Tender evaluation",
      description: "Two days on scoring bids.",
      publishAt: later,
    })
    expect(created.statusCode).toBe(201)
    // The schedule is a publish, which is staff's: it is not taken.
    expect(created.json()).toMatchObject({ state: "draft", publishAt: null })
    const id = created.json().id
    const before = await snapshot(app)
    for (const action of ["publish", "unpublish"])
      expect(
        (await call(mia, "POST", `/api/admin/courses/${id}/${action}`))
          .statusCode
      ).toBe(403)
    expect(
      (await call(mia, "GET", `/api/admin/courses/${id}/revisions`)).statusCode
    ).toBe(403)
    expect(
      (
        await call(
          mia,
          "POST",
          `/api/admin/courses/${id}/revisions/1/restore`,
          {}
        )
      ).statusCode
    ).toBe(403)
    expect(await snapshot(app)).toBe(before)

    // Staff publish it and schedule the next change; the teacher's save after that is a draft
    // again, the live version stays, and the pending schedule is dropped for staff to look.
    expect(
      (await call(editor, "POST", `/api/admin/courses/${id}/publish`))
        .statusCode
    ).toBe(200)
    const live = () =>
      app.editorialRepository.publishedOne("courses", id).then((c) => c?.title)
    await call(editor, "PUT", `/api/admin/courses/${id}`, {
      title: "Tender evaluation, scheduled",
      publishAt: later,
    })
    const saved = await call(mia, "PUT", `/api/admin/courses/${id}`, {
      title: "Tender evaluation, by Mia",
      publishAt: later,
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({
      title: "Tender evaluation, by Mia",
      state: "changed",
      publishAt: null,
    })
    expect(await live()).toBe("Tender evaluation")

    // A preview of her own course, and of no one else's.
    expect(
      (await call(mia, "POST", `/api/admin/courses/${id}/preview`, {}))
        .statusCode
    ).toBe(201)
    const other = (
      await call(editor, "POST", "/api/admin/courses", { title: "Staff's own" })
    ).json().id
    expect(
      (await call(mia, "POST", `/api/admin/courses/${other}/preview`, {}))
        .statusCode
    ).toBe(404)

    expect(
      (await call(editor, "POST", `/api/admin/courses/${id}/publish`))
        .statusCode
    ).toBe(200)
    expect(await live()).toBe("Tender evaluation, by Mia")
  })

  // What the built pages show of a teacher (the build's own reader), and the site's digest.
  const publicProfile = async (id: string) => {
    const store = openPanelStore(app.config.DATABASE_URL)
    try {
      const { teachers, digest } = await store.content()
      return { profile: teachers.find((row) => row.id === id), digest }
    } finally {
      await store.close()
    }
  }
  // The builds queued by the site's changes, by whom and why.
  const queuedBuilds = () =>
    app.db.selectFrom("publish_requests").select(["by", "action"]).execute()
  const uploadPhoto = async (person: Person) => {
    const response = await app.inject({
      method: "POST",
      url: "/api/admin/uploads",
      headers: { ...person.headers, "content-type": "image/png" },
      payload: await sharp({
        create: { width: 8, height: 8, channels: 3, background: "#0b1f44" },
      })
        .png()
        .toBuffer(),
    })
    expect(response.statusCode).toBe(201)
    return response.json().url as string
  }

  it("keeps a teacher's profile change waiting for review: the public profile and the builds stay as they were", async () => {
    const lena = await teacher(app, { name: "Lena Okafor" })
    const photo = await uploadPhoto(lena)
    const before = await publicProfile(lena.id)
    const builds = await queuedBuilds()
    const changed = await call(lena, "PUT", "/api/admin/me", {
      name: "Dr Lena Okafor",
      subject: "Contract law",
      bio: "Twenty years of drilling contracts, from both sides of the table.",
      photo,
      // Not a profile field: dropped, never stored.
      email: "someone.else@example.com",
      status: "approved",
    })
    expect(changed.statusCode).toBe(200)
    const waiting = {
      name: "Dr Lena Okafor",
      subject: "Contract law",
      bio: "Twenty years of drilling contracts, from both sides of the table.",
      photo,
    }
    expect(changed.json()).toMatchObject({
      name: "Lena Okafor",
      email: lena.email,
      photo: "",
    })
    expect(changed.json().pendingProfile).toEqual(waiting)
    // A second change adds to the first.
    const again = await call(lena, "PUT", "/api/admin/me", { bio: "Shorter." })
    expect(again.json().pendingProfile).toEqual({
      ...waiting,
      bio: "Shorter.",
    })
    const seen = await call(editor, "GET", `/api/admin/teachers/${lena.id}`)
    expect(seen.json()).toMatchObject({ name: "Lena Okafor", bio: "" })
    expect(seen.json().pendingProfile).toMatchObject({ bio: "Shorter." })
    // The list answers the same object.
    const listed = await call(editor, "GET", "/api/admin/teachers")
    expect(
      listed.json().find(({ id }: { id: string }) => id === lena.id)
    ).toMatchObject({ pendingProfile: { bio: "Shorter." } })

    expect(await publicProfile(lena.id)).toEqual(before)
    expect(await queuedBuilds()).toEqual(builds)
    const audit = await app.db
      .selectFrom("audit")
      .select(["actor", "changes"])
      .where("resource", "=", "teachers")
      .where("recordId", "=", lena.id)
      .where("action", "=", "update")
      .orderBy("id")
      .executeTakeFirstOrThrow()
    expect(audit.actor).toBe(lena.email)
    const [was, now] = JSON.parse(audit.changes).pendingProfile
    expect([was, JSON.parse(now)]).toEqual([null, waiting])
  })

  it("takes only the teacher's own upload as a photo: any other address is 400", async () => {
    const lena = await teacher(app)
    const upload = await uploadPhoto(lena)
    const elsewhere = [
      "https://tracker.example/pixel.gif",
      "http://tracker.example/p.png",
      "//tracker.example/p.png",
      "/\\tracker.example/p.png",
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "/uploads/../api/admin/me",
      `${upload}?track=1`,
      ` ${upload}`,
      `https://coreval.example${upload}`,
      // Shaped like an upload, but there is none.
      "/uploads/000000000000000000000000.png",
    ]
    for (const photo of elsewhere) {
      const refused = await call(lena, "PUT", "/api/admin/me", { photo })
      expect([photo, refused.statusCode]).toEqual([photo, 400])
    }
    for (const payload of [{ name: " " }, { bio: "x".repeat(2001) }])
      expect(
        (await call(lena, "PUT", "/api/admin/me", payload)).statusCode
      ).toBe(400)
    // Refused before anything is changed: a new password sent with such a photo is not set (the
    // password change would end this session, whose new token the 400 does not carry).
    const withPassword = await call(lena, "PUT", "/api/admin/me", {
      photo: "/uploads/000000000000000000000000.png",
      currentPassword: lena.password,
      newPassword: "a brand new long password",
    })
    expect(withPassword.statusCode).toBe(400)
    expect((await login(app, lena)).statusCode).toBe(200)
    expect(
      (await call(lena, "GET", "/api/admin/me")).json().pendingProfile
    ).toBeNull()
    // Staff have no profile, only a password.
    expect(
      (await call(editor, "PUT", "/api/admin/me", { name: "Editor" }))
        .statusCode
    ).toBe(400)
  })

  it("lets staff approve a waiting change (public, and a build queued) or reject it (dropped); a teacher may do neither", async () => {
    const lena = await teacher(app, { name: "Lena Okafor" })
    const photo = await uploadPhoto(lena)
    await call(lena, "PUT", "/api/admin/me", { name: "Dr Lena Okafor", photo })
    const review = (person: Person, action: "approve" | "reject") =>
      call(person, "POST", `/api/admin/teachers/${lena.id}/profile/${action}`)

    for (const action of ["approve", "reject"] as const) {
      const state = await snapshot(app)
      expect((await review(lena, action)).statusCode).toBe(403)
      expect(await snapshot(app)).toBe(state)
    }

    const approved = await review(editor, "approve")
    expect(approved.statusCode).toBe(200)
    expect(approved.json()).toMatchObject({
      name: "Dr Lena Okafor",
      photo,
      pendingProfile: null,
    })
    expect((await publicProfile(lena.id)).profile).toMatchObject({
      name: "Dr Lena Okafor",
      photo,
    })
    expect(await queuedBuilds()).toContainEqual({
      by: editor.email,
      action: "approve_teacher_profile",
    })

    await call(lena, "PUT", "/api/admin/me", { bio: "Hire me now!" })
    const before = await publicProfile(lena.id)
    const builds = await queuedBuilds()
    const rejected = await review(boss, "reject")
    expect(rejected.statusCode).toBe(200)
    expect(rejected.json()).toMatchObject({ bio: "", pendingProfile: null })
    expect(await publicProfile(lena.id)).toEqual(before)
    expect(await queuedBuilds()).toEqual(builds)
    expect(
      (await call(lena, "GET", "/api/admin/me")).json().pendingProfile
    ).toBeNull()

    // Nothing waiting: nothing changes.
    const state = await snapshot(app)
    expect((await review(boss, "approve")).statusCode).toBe(200)
    expect(await snapshot(app)).toBe(state)
    expect(
      (await call(boss, "POST", "/api/admin/teachers/nope/profile/approve"))
        .statusCode
    ).toBe(404)
  })

  it("changes a teacher's password through /me, ending their other sessions, and refuses a common one", async () => {
    const lena = await teacher(app)
    const wrong = await call(lena, "PUT", "/api/admin/me", {
      currentPassword: "not my password",
      newPassword: "a better password now",
    })
    expect(wrong.statusCode).toBe(400)
    const common = await call(lena, "PUT", "/api/admin/me", {
      currentPassword: lena.password,
      newPassword: "123qweasdzxc",
    })
    expect(common.statusCode).toBe(400)
    expect(common.json().message).toMatch(/common or breached passwords/)
    const done = await call(lena, "PUT", "/api/admin/me", {
      currentPassword: lena.password,
      newPassword: "a better password now",
    })
    expect(done.statusCode).toBe(200)
    expect((await call(lena, "GET", "/api/admin/me")).statusCode).toBe(401)
    expect((await me(done.json().token)).statusCode).toBe(200)
  })
})
