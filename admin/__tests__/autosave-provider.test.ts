/**
 * @jest-environment node
 */
import "./setup"
import { createDataProvider } from "../dataProvider"

// The data provider's side of autosave: a draft that saved itself goes as the same PUT as a save,
// body and version included, to the same address with `?autosave=1`; a save by hand has no mark.

const sent: { url: string; method?: string; body?: unknown }[] = []

beforeEach(() => {
  sent.length = 0
  globalThis.fetch = jest.fn(
    async (url: string | URL | Request, init?: RequestInit) => {
      sent.push({
        url: String(url),
        method: init?.method,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      })
      return new Response(JSON.stringify({ id: "b 1", version: 3 }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      })
    }
  ) as typeof fetch
})

it("marks an autosave ?autosave=1 on the record's own PUT, with a save's body", async () => {
  const data = createDataProvider("https://panel.test")
  const body = { title: "Draft", content: "<p>Text</p>", version: 2 }
  const answer = await data.update("blogs", {
    id: "b 1",
    data: body,
    previousData: { id: "b 1" },
    meta: { autosave: true },
  })
  expect(sent).toEqual([
    {
      url: "https://panel.test/api/admin/blogs/b%201?autosave=1",
      method: "PUT",
      body,
    },
  ])
  expect(answer.data).toEqual({ id: "b 1", version: 3 })

  await data.update("blogs", {
    id: "b 1",
    data: body,
    previousData: { id: "b 1" },
  })
  expect(sent[1]).toEqual({
    url: "https://panel.test/api/admin/blogs/b%201",
    method: "PUT",
    body,
  })
})

it("turns a 409 on an autosave into the error the form shows, with its status and message", async () => {
  globalThis.fetch = jest.fn(
    async () =>
      new Response(JSON.stringify({ message: "Changed by ada at 10:40" }), {
        status: 409,
        headers: { "Content-Type": "application/json" },
      })
  ) as typeof fetch
  const data = createDataProvider("https://panel.test")
  await expect(
    data.update("blogs", {
      id: "b1",
      data: { version: 1 },
      previousData: { id: "b1" },
      meta: { autosave: true },
    })
  ).rejects.toMatchObject({ status: 409, message: "Changed by ada at 10:40" })
})
