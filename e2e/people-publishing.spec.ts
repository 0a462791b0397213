import { expect, test } from "@playwright/test"
import { AdminLoginPage, unique } from "./pages/admin-list-page"
import { mailTo } from "./pages/mailbox"
import {
  administrator,
  ERASED_TEACHER,
  invitedStaff,
  storageStateOf,
} from "./pages/people"
import {
  expectLiveSiteBuiltFor,
  PublishBar,
  RecordPage,
} from "./pages/publishing"

// A teacher's way onto the Academy page, against the real server and one real `gatsby build`:
// they register on the public form, cannot sign in while pending, are approved by an editor
// (e-mailed), sign in with the password they chose, complete their profile (which waits for the
// editor's review) and draft a course; the editor approves the profile change and publishes, and
// the prebuilt Academy page shows the teacher with their course. The audit trail shows each step
// with who took it. Then an administrator erases the teacher (docs/newsletter.md, 'Personal
// data'): the release that shows them can no longer be restored, their course stays without them,
// and the build the erasure queues is the publishing journey's first (publishing.spec.ts), after
// which no page and no kept release shows them. Runs in the publishing project, after the other
// journeys; its records are removed at the end, and the publishing journey's builds that follow
// leave the site as the run began.

test.beforeAll(({ baseURL }) => expectLiveSiteBuiltFor(baseURL))

test("a teacher registers, is approved, drafts a course, an editor publishes it, and the teacher is on the Academy page", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(20 * 60_000)
  const admin = await administrator(request)
  const editor = await invitedStaff(request, admin)
  const started = new Date().toISOString()
  const name = `${ERASED_TEACHER} ${unique()}`
  const email = `lena.${unique()}@e2e.test`
  const password = `Lena's own password ${unique()}`
  const courseTitle = `Contract law for engineers ${unique()}`
  const bio =
    "Twenty years of drilling contracts, from both sides of the table."

  let courseId = ""
  const teacher = await browser.newPage()
  const login = new AdminLoginPage(teacher)
  await test.step("the teacher registers, and cannot sign in while pending", async () => {
    await teacher.goto("/admin/register")
    await teacher.getByLabel(/^Full name/).fill(name)
    await teacher.getByLabel(/^E-mail/).fill(email)
    await teacher.getByLabel(/^Password/).fill(password)
    await teacher.getByLabel(/^Confirm password/).fill(password)
    await teacher.getByLabel(/^Subject you teach/).fill("Contract law")
    await teacher.getByRole("button", { name: "Register" }).click()
    await expect(teacher).toHaveURL(/\/admin\/login$/)
    await login.login(email, password)
    await expect(login.elements.error()).toContainText("not been approved yet")
  })

  const staff = await (
    await browser.newContext({ storageState: storageStateOf(baseURL!, editor) })
  ).newPage()
  await test.step("an editor approves the registration from the list", async () => {
    await staff.goto(
      `/admin/teachers?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`
    )
    const row = staff.getByRole("row").filter({ hasText: name })
    await expect(row).toContainText("Pending")
    await row.getByRole("checkbox").check()
    await staff.getByRole("button", { name: "Approve" }).click()
    await expect(row).toContainText("Approved")
    const mail = await mailTo(email, /has been approved/)
    expect(mail.subject).toMatch(/Academy/)
  })

  await test.step("the teacher signs in to their own space, completes the profile and drafts a course", async () => {
    await login.goto()
    await login.login(email, password)
    await expect(
      teacher.getByRole("heading", { name: `Welcome, ${name}` })
    ).toBeVisible()
    await expect(
      teacher.getByRole("menuitem", { name: "Courses" })
    ).toBeVisible()
    await expect(
      teacher.getByRole("menuitem", { name: "Contacts" })
    ).toHaveCount(0)
    await teacher.getByRole("link", { name: "My profile" }).click()
    await teacher.getByLabel(/^Short biography/).fill(bio)
    await teacher.getByRole("button", { name: "Save" }).click()
    await expect(teacher.getByText("Element updated")).toBeVisible()
    await expect(teacher.getByText(/awaits review/)).toBeVisible()
    await teacher.goto("/admin/courses/create")
    await teacher.getByLabel(/^Title/).fill(courseTitle)
    await teacher.getByLabel(/^Duration/).fill("2")
    await teacher
      .getByLabel(/^Description/)
      .fill("Reading a drilling contract the way a court would.")
    await teacher.getByRole("button", { name: "Save" }).click()
    await expect(teacher).toHaveURL(/\/admin\/courses\/[^/]+\/show$/)
    courseId = teacher.url().split("/").at(-2)!
    // What a teacher saves is a draft: the site shows it once an editor publishes it.
    await expect(
      new RecordPage(teacher, "courses", courseId).elements.state()
    ).toHaveText("Draft")
    await expect(
      teacher.getByRole("button", { name: "Publish", exact: true })
    ).toHaveCount(0)
    // A teacher drafts and saves; deleting (and publishing) are the editors'.
    await teacher.getByRole("link", { name: "Edit" }).click()
    await expect(teacher.getByLabel(/^Title/)).toHaveValue(courseTitle)
    await expect(teacher.getByRole("button", { name: "Save" })).toBeVisible()
    await expect(teacher.getByRole("button", { name: "Delete" })).toHaveCount(0)
  })

  await test.step("the editor approves the teacher's profile change on their page", async () => {
    const [{ id }] = (await (
      await request.get(
        `/api/admin/teachers?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`,
        { headers: editor.headers }
      )
    ).json()) as { id: string }[]
    await staff.goto(`/admin/teachers/${id}/show`)
    const change = staff.getByRole("region", {
      name: "Profile change awaiting review",
    })
    await expect(change).toContainText(bio)
    await change.getByRole("button", { name: "Approve the change" }).click()
    await expect(staff.getByText(/Profile change approved/)).toBeVisible()
    await expect(change).toHaveCount(0)
  })

  await test.step("the editor publishes the course, and the Academy page shows the teacher with it", async () => {
    const bar = new PublishBar(staff, request, editor.headers)
    const course = new RecordPage(staff, "courses", courseId)
    await course.goto()
    await course.publish()
    // A publish waits for the next build (a day, on the end-to-end server): Publish now starts it.
    const asked = Date.now()
    await bar.elements.publishNow().click()
    await bar.published(asked)
    await teacher.goto("/skillset-development")
    const card = teacher
      .getByRole("listitem")
      .filter({ has: teacher.getByRole("heading", { name }) })
    await expect(card).toContainText(bio)
    await expect(card).toContainText("Contract law")
    await expect(card.getByRole("listitem")).toHaveText([courseTitle])
    await expect(
      teacher.getByRole("heading", { level: 3, name: courseTitle })
    ).toBeVisible()
  })

  await test.step("the audit trail shows each step, in order, with who took it", async () => {
    const filter = encodeURIComponent(JSON.stringify({ from: started }))
    const entries = (await (
      await request.get(
        `/api/admin/audit?filter=${filter}&range=[0,999]&sort=${encodeURIComponent('["at","ASC"]')}`,
        { headers: admin.headers }
      )
    ).json()) as { actor: string; action: string; resource: string }[]
    const steps = entries
      .filter((entry) => [email, editor.email].includes(entry.actor))
      .map(
        (entry) =>
          `${entry.actor === email ? "teacher" : "editor"} ${entry.action} ${entry.resource}`
      )
    expect(steps).toEqual([
      "teacher login_failed auth",
      "editor approve teachers",
      "teacher login auth",
      "teacher update teachers",
      "teacher create courses",
      "editor approve teachers",
      "editor publish courses",
      "editor publish site",
    ])
  })

  await test.step("the administrator erases the teacher: the release that shows them cannot be restored, their course stays without them", async () => {
    const [shown] = await (
      await request.get("/api/admin/releases", { headers: admin.headers })
    ).json()
    expect(shown.live).toBe(true)
    const erased = await request.delete(
      `/api/admin/people?email=${encodeURIComponent(email)}`,
      { headers: admin.headers }
    )
    expect(erased.status()).toBe(204)
    const restore = await request.post(
      `/api/admin/releases/${shown.id}/restore`,
      { headers: admin.headers, data: {} }
    )
    expect(restore.status()).toBe(404)
    const course = await request.get(`/api/admin/courses/${courseId}`, {
      headers: admin.headers,
    })
    expect(await course.json()).toMatchObject({
      title: courseTitle,
      teacherId: null,
    })
    // The build it queued waits, as every publish does on this server, for the publishing
    // journey's first Publish now.
    await expect
      .poll(async () => {
        const status = await request.get("/api/admin/publish", {
          headers: admin.headers,
        })
        return (await status.json()).state
      })
      .toBe("queued")
  })

  await test.step("the journey's records go", async () => {
    const courses = (await (
      await request.get(
        `/api/admin/courses?filter=${encodeURIComponent(JSON.stringify({ q: courseTitle }))}`,
        { headers: admin.headers }
      )
    ).json()) as { id: string }[]
    for (const { id } of courses)
      await request.delete(`/api/admin/courses/${id}`, {
        headers: admin.headers,
      })
  })
})
