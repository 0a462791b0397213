/** @dialect-dependent a restore meets the partial unique index on an item's address, and Trash merges two tables' timestamps */
import sharp from "sharp"
import { build, type TestApp } from "../../../helper"
import { admin, staff, teacher, type Person } from "../../../people"

// The media library's items in Trash (/api/admin/trash): a deleted item is listed with the
// records, comes back to the library unless its address was registered again, and is deleted for
// good, with its bytes when nothing else names them, one by one or with the whole Trash.

const png = (shade: number) =>
  sharp({
    create: {
      width: 4,
      height: 4,
      channels: 3,
      background: { r: shade, g: 90, b: 20 },
    },
  })
    .png()
    .toBuffer()

let now = Date.parse("2031-06-01T08:00:00.000Z")
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
  method: "GET" | "POST" | "DELETE",
  url: string,
  payload?: unknown,
  who: Person = editor
) =>
  app.inject({
    method,
    url,
    headers: who.headers,
    ...(payload !== undefined && { payload: payload as object }),
  })

async function upload(query: string, shade: number) {
  const response = await app.inject({
    method: "POST",
    url: `/api/admin/media${query}`,
    headers: { ...editor.headers, "content-type": "image/png" },
    payload: await png(shade),
  })
  expect(response.statusCode).toBe(201)
  return response.json() as { id: string; src: string }
}

async function toTrash(id: string) {
  now += 60_000
  expect((await call("DELETE", `/api/admin/media/${id}`)).statusCode).toBe(200)
}

const trash = async () =>
  (await call("GET", "/api/admin/trash")).json() as Array<{
    resource: string
    id: string
    title: string
    deletedBy: string
  }>
const libraryIds = async () =>
  (await call("GET", "/api/admin/media"))
    .json()
    .map((item: { id: string }) => item.id)
const audits = (recordId: string) =>
  app.db
    .selectFrom("audit")
    .select(["action", "resource", "changes"])
    .where("recordId", "=", recordId)
    .orderBy("at")
    .execute()

it("lists a deleted item with the records, newest first, and restores it to the library", async () => {
  const named = await upload("?alt=Harbour%20at%20dawn&name=harbour.png", 11)
  const unnamed = await upload("?name=crane.png", 12)
  await toTrash(named.id)
  now += 60_000
  const post = await call("POST", "/api/admin/blogs", {
    title: "Gone blog",
    content: "<p>x</p>",
  })
  expect(
    (await call("DELETE", `/api/admin/blogs/${post.json().id}`)).statusCode
  ).toBe(200)
  await toTrash(unnamed.id)

  const entries = await trash()
  const order = entries.map((entry) => entry.id)
  expect(order.indexOf(unnamed.id)).toBeLessThan(order.indexOf(post.json().id))
  expect(order.indexOf(post.json().id)).toBeLessThan(order.indexOf(named.id))
  expect(entries.find((entry) => entry.id === named.id)).toMatchObject({
    resource: "media",
    title: "Harbour at dawn",
    deletedBy: editor.email,
  })
  expect(entries.find((entry) => entry.id === unnamed.id)?.title).toBe(
    "crane.png"
  )

  const restored = await call(
    "POST",
    `/api/admin/trash/media/${named.id}/restore`
  )
  expect(restored.statusCode).toBe(200)
  expect(restored.json()).toMatchObject({
    id: named.id,
    src: named.src,
    alt: "Harbour at dawn",
  })
  expect(await libraryIds()).toContain(named.id)
  expect((await trash()).map((entry) => entry.id)).not.toContain(named.id)
  expect((await audits(named.id)).map((entry) => entry.action)).toEqual([
    "create",
    "delete",
    "restore",
  ])
  // Restored once: not in Trash any more.
  expect(
    (await call("POST", `/api/admin/trash/media/${named.id}/restore`))
      .statusCode
  ).toBe(404)
})

it("refuses to restore an item whose address was registered again, and keeps it in Trash", async () => {
  const url = "https://cdn.example.com/quay/crane.jpg"
  const first = (
    await call("POST", "/api/admin/media", { url, alt: "Crane" })
  ).json()
  await toTrash(first.id)
  const again = await call("POST", "/api/admin/media", {
    url,
    alt: "Crane again",
  })
  expect(again.statusCode).toBe(201)
  expect(again.json().id).not.toBe(first.id)

  const refused = await call(
    "POST",
    `/api/admin/trash/media/${first.id}/restore`
  )
  expect(refused.statusCode).toBe(409)
  expect(refused.json().message).toMatch(/address/)
  expect((await trash()).map((entry) => entry.id)).toContain(first.id)
  expect(await libraryIds()).not.toContain(first.id)

  // Once the other item is gone, it comes back.
  await toTrash(again.json().id)
  expect(
    (await call("POST", `/api/admin/trash/media/${first.id}/restore`))
      .statusCode
  ).toBe(200)
})

it("deletes an item for good, with its bytes when nothing else names them", async () => {
  const item = await upload("?alt=Lock%20gate", 13)
  await toTrash(item.id)
  expect((await app.inject(item.src)).statusCode).toBe(200)
  const gone = await call("DELETE", `/api/admin/trash/media/${item.id}`)
  expect(gone.statusCode).toBe(204)
  expect((await app.inject(item.src)).statusCode).toBe(404)
  expect((await trash()).map((entry) => entry.id)).not.toContain(item.id)
  for (const [method, url] of [
    ["DELETE", `/api/admin/trash/media/${item.id}`],
    ["POST", `/api/admin/trash/media/${item.id}/restore`],
    ["GET", `/api/admin/media/${item.id}`],
  ] as const)
    expect((await call(method, url)).statusCode).toBe(404)
  expect((await audits(item.id)).at(-1)).toMatchObject({
    action: "delete",
    resource: "media",
    changes: JSON.stringify({ permanently: true }),
  })
})

it("keeps the bytes a record still names when the item is deleted for good", async () => {
  const item = await upload("?alt=Buoy", 14)
  await toTrash(item.id)
  // A record saved with the address meanwhile registers a new item for it.
  const post = await call("POST", "/api/admin/blogs", {
    title: "Buoys",
    content: "<p>x</p>",
    image: item.src,
  })
  expect(post.statusCode).toBe(201)
  expect(
    (await call("DELETE", `/api/admin/trash/media/${item.id}`)).statusCode
  ).toBe(204)
  expect((await app.inject(item.src)).statusCode).toBe(200)
})

it("empties the Trash of media items too", async () => {
  const one = await upload("?alt=One", 15)
  const two = await upload("?alt=Two", 16)
  await toTrash(one.id)
  await toTrash(two.id)
  expect(
    (await call("DELETE", "/api/admin/trash", undefined, office)).statusCode
  ).toBe(204)
  expect(await trash()).toEqual([])
  for (const item of [one, two])
    expect((await app.inject(item.src)).statusCode).toBe(404)
})

it("refuses teachers, ids out of shape and live items, changing nothing", async () => {
  const person = await teacher(app)
  const item = await upload("?alt=Kept", 17)
  await toTrash(item.id)
  for (const [method, url] of [
    ["GET", "/api/admin/trash"],
    ["DELETE", "/api/admin/trash"],
    ["POST", `/api/admin/trash/media/${item.id}/restore`],
    ["DELETE", `/api/admin/trash/media/${item.id}`],
  ] as const)
    expect((await call(method, url, undefined, person)).statusCode).toBe(403)
  for (const id of ["..%2F..%2Fetc", "a'b", "x".repeat(65)])
    expect(
      (await call("POST", `/api/admin/trash/media/${id}/restore`)).statusCode
    ).toBe(400)
  const live = await upload("?alt=Live", 18)
  expect(
    (await call("DELETE", `/api/admin/trash/media/${live.id}`)).statusCode
  ).toBe(404)
  expect(await libraryIds()).toContain(live.id)
  expect((await trash()).map((entry) => entry.id)).toContain(item.id)
})
