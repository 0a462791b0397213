/** @dialect-dependent the erasure redacts a person from every table's JSON text and releases with SQL of its own */
import {
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import path from "node:path"
import { sql } from "kysely"
import { uploadPng } from "../../../fixtures/images"
import { filesShowing } from "../../../../plugins/app/publishing/site-release"
import {
  adminToken,
  bearer,
  build,
  describeImages,
  type TestApp,
} from "../../../helper"
import { eventually } from "../../../eventually"
import { teacher } from "../../../people"

// Erasing a teacher takes them off the site as well as out of the database: their photo answers
// 404 at once (and was never cached for good), their name, id and photo leave every record,
// revision, published copy, Trash entry, preview and build request, the releases that show them
// are removed (the live one once a build replaces it, and none of them can be restored), and the
// build that the erasure queues, even while publishing is paused, serves pages without them. The
// build is the stand-in (fixtures/fake-site-build.mjs), whose Academy page shows each approved
// teacher and each published course with its teacher, from the database, as the real one does;
// e2e/publishing.spec.ts checks the real build's pages once.

const fakeBuild = path.join(
  __dirname,
  "..",
  "..",
  "..",
  "fixtures",
  "fake-site-build.mjs"
)
const NAME = "Oksana Hendriks-Valdés"
const PENDING_NAME = "Oksana Valdés"

describe("erasing a teacher whom the site shows", () => {
  let app: TestApp
  let headers: { authorization: string }
  const file = (name: string) => path.join(app.testDir, name)
  const runs = () =>
    existsSync(file("runs")) ? Number(readFileSync(file("runs"), "utf8")) : 0
  // Waits for the build a change started, then for the queue to empty.
  const built = async (before: number) => {
    await eventually(async () => runs() > before, Boolean, 15_000)
    await app.sitePublisher.settled()
  }
  const call = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: object
  ) => app.inject({ method, url, headers, ...(payload && { payload }) })
  const releasesDir = () => path.join(app.testDir, "releases", "releases")

  beforeAll(async () => {
    app = await build((testDir) => {
      writeFileSync(path.join(testDir, "academy"), "")
      return {
        SITE_BUILD: { kind: "local" },
        PUBLISH_DELAY_MS: 50,
        siteBuildCommand: [process.execPath, fakeBuild],
        siteDir: testDir,
        publicDir: path.join(testDir, "releases", "live"),
      }
    })
    headers = bearer(await adminToken(app))
    await app.sitePublisher.settled()
  })
  afterAll(() => app.close())

  it("takes them out of every record, copy and release, rebuilds the site without them, and 404s their photo", async () => {
    const before = runs()
    const person = await teacher(app, { name: NAME })
    await built(before)
    const empty = (await call("GET", "/api/admin/releases")).json().at(-1)

    // Her photo, uploaded and on her profile; a course of hers; a blog that names her and shows
    // her photo; all live, in a build after the one made when she was approved.
    const { url: photo, id: photoId } = await uploadPng(app, person.headers)
    const profile = await app.inject({
      method: "PUT",
      url: "/api/admin/me",
      headers: person.headers,
      payload: { photo },
    })
    expect(profile.statusCode).toBe(200)
    expect(
      (await call("POST", `/api/admin/teachers/${person.id}/profile/approve`))
        .statusCode
    ).toBe(200)
    // A later change of photo and name still waits for review when she is erased.
    const waiting = await uploadPng(app, person.headers)
    expect(
      (
        await app.inject({
          method: "PUT",
          url: "/api/admin/me",
          headers: person.headers,
          payload: { photo: waiting.url, name: PENDING_NAME },
        })
      ).json().pendingProfile
    ).toMatchObject({ name: PENDING_NAME })
    const course = (
      await app.inject({
        method: "POST",
        url: "/api/admin/courses",
        headers: person.headers,
        payload: {
          title: "Grid connection contracts",
          description: "Two days.",
        },
      })
    ).json()
    expect(course.teacherId).toBe(person.id)
    const blog = (
      await call("POST", "/api/admin/blogs", {
        title: "Our new teacher",
        excerpt: `Meet ${NAME}.`,
        content: `<p>${NAME} teaches contracts.</p>`,
        image: photo,
      })
    ).json()
    let runsBefore = runs()
    await describeImages(app, headers)
    for (const record of [`courses/${course.id}`, `blogs/${blog.id}`])
      expect(
        (await call("POST", `/api/admin/${record}/publish`)).statusCode
      ).toBe(200)
    await built(runsBefore)
    const academy = await app.inject("/academy")
    expect(academy.body).toContain(NAME)
    expect(academy.body).toContain(photo)
    const [shown, previous] = (await call("GET", "/api/admin/releases")).json()

    // An earlier release that shows her is restored (publishing pauses); meanwhile a news item
    // that names her waits to be published, another is in Trash, and a preview carries her name.
    expect(
      (await call("POST", `/api/admin/releases/${previous.id}/restore`))
        .statusCode
    ).toBe(200)
    const news = (
      await call("POST", "/api/admin/news", {
        title: `${NAME} joins the Academy`,
        content: "Welcome.",
      })
    ).json()
    expect(
      (await call("POST", `/api/admin/news/${news.id}/publish`)).statusCode
    ).toBe(200)
    const trashed = (
      await call("POST", "/api/admin/news", {
        title: `Draft about ${NAME}`,
        content: "x",
      })
    ).json()
    expect(
      (await call("DELETE", `/api/admin/news/${trashed.id}`)).statusCode
    ).toBe(200)
    const preview = await call("POST", "/api/admin/team/preview", {
      data: { name: NAME, role: "Teacher", image: photo },
    })
    expect(preview.statusCode).toBe(201)
    expect(await mentions(app, [NAME, person.email, photoId])).not.toEqual([])

    runsBefore = runs()
    const erased = await call(
      "DELETE",
      `/api/admin/people?email=${encodeURIComponent(person.email)}`
    )
    expect(erased.statusCode).toBe(204)

    // At once: the photo is gone, and no release that shows her can be restored.
    const gone = await app.inject(photo)
    expect(gone.statusCode).toBe(404)
    expect(gone.headers["cache-control"]).toBeUndefined()
    expect((await app.inject(waiting.url)).statusCode).toBe(404)
    for (const release of [shown, previous])
      expect(
        (await call("POST", `/api/admin/releases/${release.id}/restore`))
          .statusCode
      ).toBe(404)
    expect(await mentions(app, [NAME, PENDING_NAME, person.email])).toEqual([])
    // The audit trail keeps that an image was uploaded, by its name, as it keeps other records' ids.
    expect(await mentions(app, [photoId])).toEqual([
      `audit.recordId: ${photoId}`,
    ])
    for (const table of ["courses", "published", "revisions"]) {
      const { rows } = await sql<{
        n: number
      }>`SELECT count(*) AS n FROM ${sql.table(table)} WHERE CAST(${sql.ref(table === "courses" ? "teacherId" : "data")} AS TEXT) LIKE ${`%${person.id}%`}`.execute(
        app.db
      )
      expect(Number(rows[0].n)).toBe(0)
    }

    // The build it queued (publishing resumed, as the restored site showed her) replaces the live
    // site: no page and no kept release shows her, and the release made before her stays.
    await built(runsBefore)
    const rebuilt = await app.inject("/academy")
    expect(rebuilt.statusCode).toBe(200)
    expect(rebuilt.body).toContain("Grid connection contracts")
    expect(rebuilt.body).not.toContain(NAME)
    expect((await call("GET", "/api/admin/publish")).json()).toMatchObject({
      paused: false,
      state: "idle",
    })
    const words = [NAME, person.email, photoId.replace(/\.\w+$/, ""), person.id]
    for (const entry of readdirSync(releasesDir()))
      expect(
        await filesShowing(path.join(releasesDir(), entry), words)
      ).toEqual([])
    const listed = (await call("GET", "/api/admin/releases")).json()
    const kept = await app.keptReleases()
    expect(listed.map((release: { id: string }) => release.id)).not.toContain(
      shown.id
    )
    expect(
      listed.every((release: { id: string }) => kept.has(release.id))
    ).toBe(true)
    expect(kept.has(empty.id)).toBe(true)
    expect(JSON.stringify(listed)).not.toContain(NAME)
  })

  it("also takes away the release a build under way at the erasure makes from what it read before", async () => {
    const name = "Pieter-Jan Abdelkader"
    let before = runs()
    const person = await teacher(app, { name })
    await built(before)
    // A build reads the records, with her, and is held there while she is erased.
    writeFileSync(file("hold"), "")
    before = runs()
    const banner = await call("POST", "/api/admin/banners", {
      title: "Held",
      link: "/faq",
    })
    await call("POST", `/api/admin/banners/${banner.json().id}/publish`)
    await eventually(async () => existsSync(file("holding")), Boolean, 15_000)
    const resumes = () =>
      app.db
        .selectFrom("audit")
        .select("id")
        .where("resource", "=", "site")
        .where("changes", "like", "%resumed%")
        .execute()
    const resumedBefore = (await resumes()).length
    const erased = await call(
      "DELETE",
      `/api/admin/people?email=${encodeURIComponent(person.email)}`
    )
    expect(erased.statusCode).toBe(204)
    // The live site shows her, but publishing was not paused: nothing was resumed.
    expect(await resumes()).toHaveLength(resumedBefore)
    rmSync(file("hold"))
    // The held build goes live showing her; the build the erasure queued replaces it.
    await eventually(
      async () => runs(),
      (n) => n >= before + 2,
      15_000
    )
    await app.sitePublisher.settled()
    expect((await app.inject("/academy")).body).not.toContain(name)
    for (const entry of readdirSync(releasesDir()))
      expect(
        await filesShowing(path.join(releasesDir(), entry), [name])
      ).toEqual([])
  })
})

// Every column of every table that holds one of the words, as "table.column: word".
async function mentions(app: TestApp, words: string[]) {
  const found: string[] = []
  for (const table of await app.db.introspection.getTables()) {
    if (table.isView) continue
    for (const column of table.columns)
      for (const word of words) {
        const { rows } = await sql<{
          n: number
        }>`SELECT count(*) AS n FROM ${sql.table(table.name)} WHERE CAST(${sql.ref(column.name)} AS TEXT) LIKE ${`%${word}%`}`.execute(
          app.db
        )
        if (Number(rows[0].n) > 0)
          found.push(`${table.name}.${column.name}: ${word}`)
      }
  }
  return found
}
