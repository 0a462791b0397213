import BetterSqlite3 from "better-sqlite3"
import { DATABASE_RETRY_SECONDS } from "../common/errors"
import { adminToken, bearer, build, type TestApp } from "./helper"

// A database that cannot answer in time is a moment's trouble, not a fault: the request answers
// 503 with Retry-After, and the same request succeeds once the database is free. Here another
// process holds SQLite's write lock past busy_timeout, as a long backup or migration would.

let app: TestApp
let headers: Record<string, string>
beforeAll(async () => {
  app = await build()
  headers = bearer(await adminToken(app))
})
afterAll(() => app.close())

it("answers 503 with Retry-After while another process holds the database's write lock, and saves once it is free", async () => {
  const other = new BetterSqlite3(
    app.config.DATABASE_URL.slice("sqlite:".length)
  )
  const save = () =>
    app.inject({
      method: "POST",
      url: "/api/admin/news",
      headers,
      payload: {
        title: "Office opens in Muscat",
        content: "From March our consultants work from Muscat too.",
      },
    })
  try {
    other.exec("BEGIN IMMEDIATE")
    const busy = await save()
    expect(busy.statusCode).toBe(503)
    expect(busy.headers["retry-after"]).toBe(String(DATABASE_RETRY_SECONDS))
    expect(busy.json()).toEqual({
      message: "The server is busy; please try again in a few seconds",
    })
    other.exec("ROLLBACK")
    expect((await save()).statusCode).toBe(201)
  } finally {
    other.close()
  }
})
