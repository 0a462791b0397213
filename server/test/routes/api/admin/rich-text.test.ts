import { buildAsAdmin, type TestApp } from "../../../helper"

// A record's rich text is stored cleaned to the one list of common/rich-text.ts, whatever the
// client sends: hostile HTML posted straight to the API is stored, answered and kept in the
// revision as the cleaner leaves it. (common/__tests__/rich-text.test.ts walks the list itself.)

const hostile =
  '<h1 style="color:red">Title</h1>' +
  '<h2 class="x" id="y" data-x="1">Heading</h2>' +
  '<p onclick="alert(1)"><span style="font-family:Comic Sans"><font color="red">Plain</font></span> ' +
  '<strong>bold</strong> <b>b</b> <a href="javascript:alert(1)">js</a> <a href="//evil.example/x">evil</a> ' +
  '<a href="/service/cm" target="_blank" onmouseover="alert(1)">site</a> <a href="mailto:a@example.com">mail</a></p>' +
  "<p></p><p><br></p><p> &nbsp; </p>" +
  '<p><img src="x" onerror="alert(1)"><img src="data:image/png;base64,AAAA" alt="d">' +
  '<img src="/uploads/a1.jpg" alt="Kept" width="10" style="border:0"></p>' +
  "<script>alert(2)</script><style>p{display:none}</style>" +
  '<iframe src="https://evil.example"></iframe><form action="/x"><input name="p"><button>Go</button></form>' +
  '<table border="1"><tbody><tr><td colspan="2">Cell</td></tr></tbody></table><!-- note -->'

const cleaned =
  "Title" +
  "<h2>Heading</h2>" +
  "<p>Plain <strong>bold</strong> b js evil " +
  '<a href="/service/cm">site</a> <a href="mailto:a@example.com">mail</a></p>' +
  '<p><img src="/uploads/a1.jpg" alt="Kept"></p>' +
  "Go" +
  "<table><tbody><tr><td>Cell</td></tr></tbody></table>"

describe("rich text saved through the admin API", () => {
  let app: TestApp
  let headers: Record<string, string>
  beforeAll(async () => ({ app, headers } = await buildAsAdmin()))
  afterAll(() => app.close())

  const call = (
    method: "GET" | "POST" | "PUT",
    url: string,
    payload?: object
  ) => app.inject({ method, url: `/api/admin/${url}`, headers, payload })

  it.each([
    ["blogs", "content", { title: "Hostile blog" }],
    ["programmes", "description", { Name: "Hostile programme" }],
  ] as const)(
    "stores %s' %s cleaned on create and on update, and answers what it kept",
    async (resource, field, fields) => {
      const created = await call("POST", resource, {
        ...fields,
        [field]: hostile,
      })
      expect(created.statusCode).toBe(201)
      expect(created.json()[field]).toBe(cleaned)
      const { id, version } = created.json()
      expect((await call("GET", `${resource}/${id}`)).json()[field]).toBe(
        cleaned
      )

      const edit = `<p>Edited <em>by hand</em><script>alert(3)</script></p><p></p>`
      const updated = await call("PUT", `${resource}/${id}`, {
        [field]: edit,
        version,
      })
      expect(updated.statusCode).toBe(200)
      expect(updated.json()[field]).toBe("<p>Edited <em>by hand</em></p>")

      // The same with the panel's autosave.
      const autosaved = await call("PUT", `${resource}/${id}?autosave=1`, {
        [field]: '<p><a href="javascript:x">Autosaved</a></p>',
        version: version + 1,
      })
      expect(autosaved.statusCode).toBe(200)
      expect(autosaved.json()[field]).toBe("<p>Autosaved</p>")

      const revisions = (
        await call("GET", `${resource}/${id}/revisions`)
      ).json()
      expect(revisions.map((r: any) => r.data[field])).toEqual([
        "<p>Autosaved</p>",
        "<p>Edited <em>by hand</em></p>",
        cleaned,
      ])
      // A revision restored is what was stored: already clean.
      const restored = await call(
        "POST",
        `${resource}/${id}/revisions/1/restore`
      )
      expect(restored.statusCode).toBe(200)
      expect(restored.json()[field]).toBe(cleaned)
    }
  )

  it("stores text without markup as it was sent", async () => {
    const created = await call("POST", "blogs", {
      title: "Plain",
      content: "  Just words, no markup.  ",
    })
    expect(created.json().content).toBe("  Just words, no markup.  ")
  })

  it("leaves the other fields of the record as they were sent", async () => {
    const created = await call("POST", "blogs", {
      title: "<b>Not rich text</b>",
      excerpt: "<i>Nor this</i>",
      content: "<p>Body</p>",
    })
    expect(created.json()).toMatchObject({
      title: "<b>Not rich text</b>",
      excerpt: "<i>Nor this</i>",
      content: "<p>Body</p>",
    })
  })

  it("refuses a 5 MB body at once with 413 and a message, storing nothing", async () => {
    const before = (await call("GET", "blogs")).json().length
    const response = await call("POST", "blogs", {
      title: "Huge",
      content: `<p>${"word ".repeat(1_000_000)}</p>`,
    })
    expect(response.statusCode).toBe(413)
    expect(response.headers["content-type"]).toMatch(/^application\/json/)
    expect(response.json()).toEqual({
      message: expect.stringMatching(/larger than 64 KiB/),
    })
    expect((await call("GET", "blogs")).json()).toHaveLength(before)
  })

  it("refuses rich text over 60,000 characters with 400, naming the field", async () => {
    const response = await call("POST", "blogs", {
      title: "Long",
      content: `<p>${"x".repeat(60_000)}</p>`,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/content/)
  })
})
