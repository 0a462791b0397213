/** @dialect-dependent the library's search (lower, LIKE), its one item an address (a partial unique index) and the rewrites of JSON copies are SQL */
import sharp from "sharp"
import { build, buildForTests, type TestApp } from "../../../helper"
import { admin, staff, teacher, type Person } from "../../../people"

// The media library (/api/admin/media): items made from bytes and from an https address, listed
// and searched, edited within their limits, where each is used, refused deletion while used,
// given a new file that is rewritten everywhere, and the alt text a publish needs.

const png = (shade = 10) =>
  sharp({
    create: {
      width: 8,
      height: 6,
      channels: 3,
      background: { r: shade, g: 31, b: 68 },
    },
  })
    .png()
    .toBuffer()

let now = Date.parse("2031-05-10T08:00:00.000Z")
let app: TestApp
let office: Person
let editor: Person
beforeAll(async () => {
  app = await build({}, { clock: () => now })
  office = await admin(app)
  editor = await staff(app)
})
afterAll(() => app.close())

const call = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: unknown,
  who: Person = office
) =>
  app.inject({
    method,
    url,
    headers: who.headers,
    ...(payload !== undefined && { payload: payload as object }),
  })

async function upload(query = "", who: Person = editor, shade = 10) {
  const response = await app.inject({
    method: "POST",
    url: `/api/admin/media${query}`,
    headers: { ...who.headers, "content-type": "image/png" },
    payload: await png(shade),
  })
  expect(response.statusCode).toBe(201)
  return response.json()
}

const blog = (fields: Record<string, string>) =>
  call("POST", "/api/admin/blogs", {
    title: "A blog",
    content: "<p>Text</p>",
    ...fields,
  })

describe("making items", () => {
  it("makes an item of each upload, with its alt text and file name", async () => {
    const item = await upload("?alt=A%20harbour&name=harbour.png")
    expect(item).toMatchObject({
      src: expect.stringMatching(/^\/uploads\/[0-9a-f]{24}\.png$/),
      alt: "A harbour",
      fileName: "harbour.png",
      decorative: false,
      caption: "",
      credit: "",
      focalX: 50,
      focalY: 50,
      width: 8,
      height: 6,
      contentType: "image/png",
      usedBy: [],
    })
    expect((await app.inject(item.src)).statusCode).toBe(200)
    // The same bytes again make another item.
    const again = await upload("?alt=A%20harbour")
    expect(again.id).not.toBe(item.id)
    expect(again.src).not.toBe(item.src)
  })

  it("refuses what is not an image as uploads do", async () => {
    const sent = await app.inject({
      method: "POST",
      url: "/api/admin/media",
      headers: { ...editor.headers, "content-type": "image/png" },
      payload: Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"),
    })
    expect(sent.statusCode).toBe(415)
    const empty = await app.inject({
      method: "POST",
      url: "/api/admin/media",
      headers: { ...editor.headers, "content-type": "image/png" },
      payload: Buffer.alloc(0),
    })
    expect(empty.statusCode).toBe(400)
  })

  it("registers an https image once, answering the item it has", async () => {
    const url = "https://cdn.example.com/team/ada.jpg"
    const made = await call("POST", "/api/admin/media", { url, alt: "Ada" })
    expect(made.statusCode).toBe(201)
    expect(made.json()).toMatchObject({ src: url, alt: "Ada", width: null })
    const again = await call("POST", "/api/admin/media", { url })
    expect(again.statusCode).toBe(200)
    expect(again.json().id).toBe(made.json().id)
  })

  it("makes a library item of what POST /api/admin/uploads stores", async () => {
    const stored = await app.inject({
      method: "POST",
      url: "/api/admin/uploads",
      headers: { ...editor.headers, "content-type": "image/png" },
      payload: await png(99),
    })
    expect(stored.statusCode).toBe(201)
    const filter = encodeURIComponent(
      JSON.stringify({ src: stored.json().url })
    )
    const found = await call("GET", `/api/admin/media?filter=${filter}`)
    expect(found.json()).toEqual([
      expect.objectContaining({ src: stored.json().url, alt: "" }),
    ])
  })
})

describe("the list", () => {
  it("searches alt, caption and file name, newest first, with Content-Range", async () => {
    const first = await upload("?alt=Dockside%20cranes")
    now += 1000
    const second = await upload("?name=cranes-at-dusk.jpg")
    now += 1000
    const third = await upload("")
    await call("PUT", `/api/admin/media/${third.id}`, { caption: "Two CRANES" })
    now += 1000
    await upload("?alt=Something%20else")
    const filter = encodeURIComponent(JSON.stringify({ q: "cranes" }))
    const listed = await call(
      "GET",
      `/api/admin/media?filter=${filter}&range=${encodeURIComponent("[0,1]")}`
    )
    expect(listed.statusCode).toBe(200)
    expect(listed.headers["content-range"]).toBe("media 0-1/3")
    expect(listed.json().map((item: { id: string }) => item.id)).toEqual([
      third.id,
      second.id,
    ])
    const rest = await call(
      "GET",
      `/api/admin/media?filter=${filter}&range=${encodeURIComponent("[2,9]")}`
    )
    expect(rest.json().map((item: { id: string }) => item.id)).toEqual([
      first.id,
    ])
    // A wildcard is searched as itself.
    const percent = encodeURIComponent(JSON.stringify({ q: "%" }))
    expect(
      (await call("GET", `/api/admin/media?filter=${percent}`)).json()
    ).toEqual([])
  })

  it("lists the items that need alt text", async () => {
    const bare = await upload("")
    const decorative = await upload("")
    await call("PUT", `/api/admin/media/${decorative.id}`, { decorative: true })
    const filter = encodeURIComponent(JSON.stringify({ needsAlt: true }))
    const ids = (await call("GET", `/api/admin/media?filter=${filter}`))
      .json()
      .map((item: { id: string }) => item.id)
    expect(ids).toContain(bare.id)
    expect(ids).not.toContain(decorative.id)
    const labelled = (
      await call(
        "GET",
        `/api/admin/media?filter=${encodeURIComponent('{"needsAlt":false}')}`
      )
    )
      .json()
      .map((item: { id: string }) => item.id)
    expect(labelled).toContain(decorative.id)
    expect(labelled).not.toContain(bare.id)
  })

  it("refuses filters and sorts it does not take", async () => {
    for (const query of [
      `filter=${encodeURIComponent('{"uploadId":"x"}')}`,
      `filter=${encodeURIComponent('{"needsAlt":"maybe"}')}`,
      `sort=${encodeURIComponent('["needsAlt","ASC"]')}`,
      `sort=${encodeURIComponent('["deletedAt","ASC"]')}`,
    ])
      expect((await call("GET", `/api/admin/media?${query}`)).statusCode).toBe(
        400
      )
  })
})

describe("editing an item", () => {
  it("keeps alt text to 250 characters and the focal point to 0–100", async () => {
    const item = await upload("")
    const put = (body: unknown) =>
      call("PUT", `/api/admin/media/${item.id}`, body)
    expect((await put({ alt: "x".repeat(251) })).statusCode).toBe(400)
    expect((await put({ focalX: 101 })).statusCode).toBe(400)
    expect((await put({ focalY: -1 })).statusCode).toBe(400)
    const saved = await put({
      alt: "x".repeat(250),
      focalX: 0,
      focalY: 100,
      caption: "A caption",
      credit: "Photo: Ada",
      decorative: false,
      // Read-only fields, as a form sends the item back whole, are ignored.
      src: "https://evil.example.com/x.png",
      width: 1,
      usedBy: [{ resource: "blogs", id: "x", title: "x" }],
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({
      alt: "x".repeat(250),
      focalX: 0,
      focalY: 100,
      caption: "A caption",
      credit: "Photo: Ada",
      src: item.src,
      width: 8,
      usedBy: [],
    })
  })

  it("answers 404 for an item it does not have", async () => {
    expect(
      (await call("GET", "/api/admin/media/0123456789abcdef01234567"))
        .statusCode
    ).toBe(404)
    expect(
      (await call("PUT", "/api/admin/media/0123456789abcdef01234567", {}))
        .statusCode
    ).toBe(404)
  })
})

describe("where an item is used", () => {
  it("names the records using it, and refuses its deletion until none does", async () => {
    const item = await upload("?alt=Quay")
    const post = await blog({ title: "On the quay", image: item.src })
    const programme = await call("POST", "/api/admin/programmes", {
      Name: "Port audits",
      description: `<figure><img src="${item.src}" alt="Quay"></figure>`,
    })
    expect(programme.statusCode).toBe(201)
    const read = await call("GET", `/api/admin/media/${item.id}`)
    expect(read.json().usedBy).toEqual(
      expect.arrayContaining([
        { resource: "blogs", id: post.json().id, title: "On the quay" },
        {
          resource: "programmes",
          id: programme.json().id,
          title: "Port audits",
        },
      ])
    )
    const refused = await call("DELETE", `/api/admin/media/${item.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toContain('blogs "On the quay"')
    expect(refused.json().message).toContain('programmes "Port audits"')

    await call("PUT", `/api/admin/blogs/${post.json().id}`, { image: "" })
    await call("PUT", `/api/admin/programmes/${programme.json().id}`, {
      description: "<p>No picture</p>",
    })
    const deleted = await call("DELETE", `/api/admin/media/${item.id}`)
    expect(deleted.statusCode).toBe(200)
    expect((await call("GET", `/api/admin/media/${item.id}`)).statusCode).toBe(
      404
    )
    const ids = (await call("GET", "/api/admin/media"))
      .json()
      .map((one: { id: string }) => one.id)
    expect(ids).not.toContain(item.id)
    // Its bytes are still served until the Trash is emptied.
    expect((await app.inject(item.src)).statusCode).toBe(200)
  })

  it("counts a published copy as a use", async () => {
    const item = await upload("?alt=Lighthouse")
    const post = (await blog({ title: "Lighthouse", image: item.src })).json()
    expect(
      (await call("POST", `/api/admin/blogs/${post.id}/publish`)).statusCode
    ).toBe(200)
    await call("PUT", `/api/admin/blogs/${post.id}`, { image: "" })
    expect(
      (await call("GET", `/api/admin/media/${item.id}`)).json().usedBy
    ).toEqual([{ resource: "blogs", id: post.id, title: "Lighthouse" }])
    expect(
      (await call("DELETE", `/api/admin/media/${item.id}`)).statusCode
    ).toBe(409)
  })
})

describe("the daily sweep", () => {
  it("purges items deleted for longer than the Trash keeps records, with bytes nothing else names", async () => {
    const item = await upload("?alt=Old")
    expect(
      (await call("DELETE", `/api/admin/media/${item.id}`)).statusCode
    ).toBe(200)
    now += 29 * 24 * 60 * 60_000
    await app.jobs.runDue()
    expect((await app.inject(item.src)).statusCode).toBe(200)
    now += 2 * 24 * 60 * 60_000
    await app.jobs.runDue()
    expect(
      await app.db
        .selectFrom("media")
        .select("id")
        .where("id", "=", item.id)
        .execute()
    ).toEqual([])
    expect((await app.inject(item.src)).statusCode).toBe(404)
  })
})

describe("a new file for an item", () => {
  it("gives it a new address, rewritten in every record, published copy and rich text, and queues a build", async () => {
    const item = await upload("?alt=Old%20photo")
    const post = (
      await blog({
        title: "Replaced",
        image: item.src,
        content: `<p>Before</p><img src="${item.src}" alt="Old photo">`,
      })
    ).json()
    expect(
      (await call("POST", `/api/admin/blogs/${post.id}/publish`)).statusCode
    ).toBe(200)
    const before = await app.db
      .selectFrom("publish_requests")
      .select("id")
      .where("action", "=", "replace_image")
      .execute()

    const replaced = await app.inject({
      method: "PUT",
      url: `/api/admin/media/${item.id}/file?name=new.png`,
      headers: { ...editor.headers, "content-type": "image/png" },
      payload: await png(200),
    })
    expect(replaced.statusCode).toBe(200)
    const next = replaced.json()
    expect(next).toMatchObject({
      id: item.id,
      alt: "Old photo",
      fileName: "new.png",
    })
    expect(next.src).toMatch(/^\/uploads\/[0-9a-f]{24}\.png$/)
    expect(next.src).not.toBe(item.src)
    expect(next.usedBy).toEqual([
      { resource: "blogs", id: post.id, title: "Replaced" },
    ])

    const working = (await call("GET", `/api/admin/blogs/${post.id}`)).json()
    expect(working.image).toBe(next.src)
    expect(working.content).toContain(`src="${next.src}"`)
    expect(working.content).not.toContain(item.src)
    const live = (
      await app.inject(`/api/v1/admin/getSingleblog/${post.id}`)
    ).json().data
    expect(live.image).toBe(next.src)
    expect(live.content).toContain(next.src)
    expect(live.content).not.toContain(item.src)
    const after = await app.db
      .selectFrom("publish_requests")
      .select("id")
      .where("action", "=", "replace_image")
      .execute()
    expect(after.length).toBe(before.length + 1)
  })

  it("refuses what is not an image, and changes nothing", async () => {
    const item = await upload("?alt=Kept")
    const refused = await app.inject({
      method: "PUT",
      url: `/api/admin/media/${item.id}/file`,
      headers: { ...editor.headers, "content-type": "image/png" },
      payload: Buffer.from("not an image"),
    })
    expect(refused.statusCode).toBe(415)
    expect((await call("GET", `/api/admin/media/${item.id}`)).json().src).toBe(
      item.src
    )
  })
})

describe("alt text before a publish", () => {
  it("registers a record's unknown images, and refuses to publish one without alt text until it is decorative", async () => {
    const url = "https://cdn.example.com/unlabelled.jpg"
    const inText = "https://cdn.example.com/in-text.jpg"
    const post = (
      await blog({
        title: "Needs alt",
        image: url,
        content: `<p>x</p><img src="${inText}">`,
      })
    ).json()
    const items = (await call("GET", "/api/admin/media?range=[0,999]")).json()
    const item = items.find((one: { src: string }) => one.src === url)
    const textItem = items.find((one: { src: string }) => one.src === inText)
    expect(item).toMatchObject({ alt: "", decorative: false })
    expect(textItem).toMatchObject({ alt: "" })

    const refused = await call("POST", `/api/admin/blogs/${post.id}/publish`)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe(
      `The image ${url} has no alt text: add it in the media library or mark it decorative.`
    )
    expect(
      (await call("GET", `/api/admin/blogs/${post.id}`)).json().status
    ).toBe("draft")

    await call("PUT", `/api/admin/media/${item.id}`, { decorative: true })
    const stillText = await call("POST", `/api/admin/blogs/${post.id}/publish`)
    expect(stillText.statusCode).toBe(400)
    expect(stillText.json().message).toContain(inText)

    await call("PUT", `/api/admin/media/${textItem.id}`, { alt: "A chart" })
    expect(
      (await call("POST", `/api/admin/blogs/${post.id}/publish`)).statusCode
    ).toBe(200)
  })

  it("does not register site paths or missing uploads", async () => {
    await blog({
      title: "Paths",
      image: "/images/shipped.jpg",
      content: '<img src="/uploads/0123456789abcdef01234567.png">',
    })
    const srcs = (await call("GET", "/api/admin/media?range=[0,999]"))
      .json()
      .map((one: { src: string }) => one.src)
    expect(srcs).not.toContain("/images/shipped.jpg")
    expect(srcs).not.toContain("/uploads/0123456789abcdef01234567.png")
  })

  it("leaves a scheduled publish unpublished when its image has lost its alt text", async () => {
    const item = await upload("?alt=Harbour")
    const post = (
      await blog({
        title: "Scheduled",
        image: item.src,
        publishAt: new Date(now + 60_000).toISOString(),
      })
    ).json()
    expect(post.state).toBe("scheduled")
    await call("PUT", `/api/admin/media/${item.id}`, { alt: "" })
    now += 120_000
    await app.jobs.runDue()
    const after = (await call("GET", `/api/admin/blogs/${post.id}`)).json()
    expect(after).toMatchObject({ status: "draft", publishAt: null })
    // A schedule made now is refused at once.
    const scheduled = await call("PUT", `/api/admin/blogs/${post.id}`, {
      publishAt: new Date(now + 60_000).toISOString(),
    })
    expect(scheduled.statusCode).toBe(400)
    expect(scheduled.json().message).toContain(item.src)
  })
})

describe("who may use the library", () => {
  it("refuses teachers, who still upload their own photo", async () => {
    const person = await teacher(app)
    const item = await upload("?alt=x")
    for (const [method, url] of [
      ["GET", "/api/admin/media"],
      ["POST", "/api/admin/media"],
      ["GET", `/api/admin/media/${item.id}`],
      ["PUT", `/api/admin/media/${item.id}`],
      ["PUT", `/api/admin/media/${item.id}/file`],
      ["DELETE", `/api/admin/media/${item.id}`],
    ] as const)
      expect((await call(method, url, {}, person)).statusCode).toBe(403)
    const photo = await app.inject({
      method: "POST",
      url: "/api/admin/uploads",
      headers: { ...person.headers, "content-type": "image/png" },
      payload: await png(3),
    })
    expect(photo.statusCode).toBe(201)
    // Their photo waiting for review is in use: staff cannot delete it from under them.
    const proposed = await app.inject({
      method: "PUT",
      url: "/api/admin/me",
      headers: person.headers,
      payload: { photo: photo.json().url },
    })
    expect(proposed.statusCode).toBe(200)
    const filter = encodeURIComponent(JSON.stringify({ src: photo.json().url }))
    const [own] = (
      await call("GET", `/api/admin/media?filter=${filter}`)
    ).json()
    expect(own.usedBy).toEqual([
      { resource: "teachers", id: person.id, title: person.name },
    ])
    expect(
      (await call("DELETE", `/api/admin/media/${own.id}`)).statusCode
    ).toBe(409)
  })
})

describe("hostile input", () => {
  it("refuses bodies out of shape and changes nothing", async () => {
    const item = await upload("?alt=Safe")
    const snapshot = async () =>
      JSON.stringify(
        await app.db.selectFrom("media").selectAll().orderBy("id").execute()
      )
    const before = await snapshot()
    const updates: unknown[] = [
      { alt: "a".repeat(10_000) },
      { focalX: 1.5 },
      { focalX: "50" },
      { focalY: null },
      { focalX: 1e308 },
      { decorative: "yes" },
      { alt: 42 },
      { caption: ["x"] },
      { credit: { $ne: "" } },
      [],
      [{ alt: "in a list" }],
    ]
    for (const body of updates) {
      const response = await call("PUT", `/api/admin/media/${item.id}`, body)
      expect([body, response.statusCode]).toEqual([body, 400])
    }
    const addresses: unknown[] = [
      { url: "http://cdn.example.com/x.jpg" },
      { url: "javascript:alert(1)" },
      { url: "JAVASCRIPT:alert(1)" },
      { url: "data:image/png;base64,AAAA" },
      { url: "//cdn.example.com/x.jpg" },
      { url: 'https://x.example.com/"><script>' },
      { url: `https://cdn.example.com/${"a".repeat(3000)}` },
      { url: "https://cdn.example.com/x.jpg", alt: "a".repeat(251) },
      { alt: "no url" },
      {},
    ]
    for (const body of addresses) {
      const response = await call("POST", "/api/admin/media", body)
      expect([body, response.statusCode]).toEqual([body, 400])
    }
    const huge = await call("POST", "/api/admin/media", {
      url: "https://cdn.example.com/x.jpg",
      alt: "a".repeat(70_000),
    })
    expect(huge.statusCode).toBe(413)
    expect(huge.json().message).toBe("A JSON body is at most 64 KB")
    for (const id of ["../etc", "a b", "x".repeat(65)])
      expect(
        (await call("GET", `/api/admin/media/${encodeURIComponent(id)}`))
          .statusCode
      ).toBe(400)
    expect(await snapshot()).toBe(before)
    // Fields it does not know are dropped, not stored.
    const unknown = await call("PUT", `/api/admin/media/${item.id}`, {
      alt: "Kept",
      uploadId: "other.png",
      deletedAt: "2020-01-01",
      onclick: "alert(1)",
    })
    expect(unknown.statusCode).toBe(200)
    const row = await app.db
      .selectFrom("media")
      .selectAll()
      .where("id", "=", item.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ alt: "Kept", deletedAt: null })
    expect(row.uploadId).toBe(item.src.replace("/uploads/", ""))
  })
})

describe("an erasure", () => {
  it("deletes a teacher's photo, its item, and takes it out of the records using it", async () => {
    const person = await teacher(app, { name: "Mirela Stan" })
    const photo = (
      await app.inject({
        method: "POST",
        url: "/api/admin/uploads",
        headers: { ...person.headers, "content-type": "image/png" },
        payload: await png(77),
      })
    ).json()
    const filter = encodeURIComponent(JSON.stringify({ src: photo.url }))
    const [item] = (
      await call("GET", `/api/admin/media?filter=${filter}`)
    ).json()
    await call("PUT", `/api/admin/media/${item.id}`, { alt: "A portrait" })
    const post = (
      await blog({
        title: "Our tutors",
        image: photo.url,
        content: `<p>Meet them</p><img src="${photo.url}" alt="A portrait">`,
      })
    ).json()
    expect(
      (await call("POST", `/api/admin/blogs/${post.id}/publish`)).statusCode
    ).toBe(200)

    const erased = await call(
      "DELETE",
      `/api/admin/people?email=${encodeURIComponent(person.email)}`
    )
    expect(erased.statusCode).toBe(204)
    expect((await app.inject(photo.url)).statusCode).toBe(404)
    expect((await call("GET", `/api/admin/media/${item.id}`)).statusCode).toBe(
      404
    )
    expect(
      await app.db
        .selectFrom("media")
        .select("id")
        .where("src", "=", photo.url)
        .execute()
    ).toEqual([])
    const working = (await call("GET", `/api/admin/blogs/${post.id}`)).json()
    expect(working.image).toBe("")
    expect(working.content).not.toContain(photo.url)
    const live = (
      await app.inject(`/api/v1/admin/getSingleblog/${post.id}`)
    ).json().data
    expect(live.image).toBe("")
    expect(live.content).not.toContain(photo.url)
  })
})

describe("uploads while every place to decode is taken", () => {
  let busy: TestApp
  // One image decoded at a time and none waiting: a second at once is refused.
  buildForTests((built) => (busy = built), {
    imageConcurrency: 1,
    imageQueue: 0,
  })

  it("answer 429 with Retry-After, and store nothing for them", async () => {
    const person = await staff(busy)
    // 12 megapixels, small to send: its decoding holds the one place while the others arrive.
    const photo = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: "#0b1f44" },
    })
      .jpeg({ quality: 50 })
      .toBuffer()
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        busy.inject({
          method: "POST",
          url: "/api/admin/media?alt=Busy",
          headers: { ...person.headers, "content-type": "image/jpeg" },
          payload: photo,
        })
      )
    )
    const codes = answers.map((answer) => answer.statusCode).sort()
    expect(codes[0]).toBe(201)
    const refused = answers.filter((answer) => answer.statusCode === 429)
    expect(refused.length).toBeGreaterThan(0)
    for (const answer of refused)
      expect(Number(answer.headers["retry-after"])).toBeGreaterThanOrEqual(1)
    const items = await busy.db.selectFrom("media").select("id").execute()
    expect(items.length).toBe(codes.filter((code) => code === 201).length)
  })
})
