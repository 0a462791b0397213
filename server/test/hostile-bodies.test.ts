import { createHash } from "node:crypto"
import BetterSqlite3 from "better-sqlite3"
import type { RouteOptions } from "fastify"
import { sql, type RawBuilder } from "kysely"
import {
  readFields,
  resourceNames,
  resources,
  type FieldSpec,
} from "../../schemas/content"
import { MAX_NESTING } from "../common/errors"
import { testDatabase } from "./databases"
import {
  ADMIN,
  adminToken,
  BRAND,
  bearer,
  build,
  validContact,
  validTeacher,
  type TestApp,
} from "./helper"

// Every route that takes a body, public and admin, is sent bodies generated to hurt: nested
// thousands of levels deep in every field, very wide, with long keys, strings near the 64 KiB
// limit, every JSON type in every field, NUL, lone surrogates and line separators, and the
// prototype keys. Each must answer 4xx or its normal answer, never 5xx, and a 4xx must leave the
// database as it was. The routes come from the app itself (an onRoute hook), so a route added
// later is covered without a change here. A seeded generator makes every run send the same
// bodies; a failure names the seed, route, field and shape. Every admin list (and its CSV
// export) is sent generated `sort`, `range` and `filter` values the same way, by the same rule.

const SEED = 30_001
const BODY_LIMIT = 64 * 1024
// Bodies just under the limit, so that they reach the route rather than the 413.
const NEAR_LIMIT = BODY_LIMIT - 2048
const RANDOM_BODIES_PER_ROUTE = 4

// mulberry32: small, fast and the same on every machine.
function generator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) =>
    min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)]
  return { int, pick }
}
type Random = ReturnType<typeof generator>

// Values as JSON text: some shapes (a key named __proto__, a lone surrogate, a number no double
// holds) cannot be written as JavaScript values and sent through JSON.stringify.
type Shape = { name: string; json: (random: Random) => string }

const repeat = (text: string, times: number) => text.repeat(Math.max(0, times))

const deepShapes: Shape[] = [
  {
    name: "deep array",
    json: (r) => {
      const depth = r.int(20_000, NEAR_LIMIT / 2)
      return repeat("[", depth) + repeat("]", depth)
    },
  },
  {
    name: "deep object",
    json: (r) => {
      const depth = r.int(5_000, NEAR_LIMIT / 7)
      return repeat('{"a":', depth) + "1" + repeat("}", depth)
    },
  },
  {
    name: "deep mixed",
    json: (r) => {
      const depth = r.int(3_000, NEAR_LIMIT / 9)
      return repeat('[{"b":', depth) + "null" + repeat("}]", depth)
    },
  },
  // Around the limit the server takes: one level under it, at it and over it.
  ...[MAX_NESTING - 2, MAX_NESTING - 1, MAX_NESTING, MAX_NESTING + 1].map(
    (depth) => ({
      name: `nested ${depth} levels`,
      json: () => repeat("[", depth) + '"x"' + repeat("]", depth),
    })
  ),
]

// Every JSON type, with the edges of each.
const typeShapes: Shape[] = [
  "null",
  "true",
  "false",
  "0",
  "-1.5",
  "1e308",
  "123456789012345678901234567890",
  '""',
  '" "',
  "[]",
  "{}",
  '{"x":["y"]}',
].map((json) => ({ name: `type ${json}`, json: () => json }))

const textShapes: Shape[] = [
  ["NUL", '"a\\u0000b"'],
  ["lone high surrogate", '"\\ud800"'],
  ["lone low surrogate", '"x\\udfffy"'],
  ["line separators", '"a\\u2028b\\u2029c\\r\\nd\\re\\u0085f"'],
  ["right-to-left override", '"\\u202eevil.exe"'],
  ["byte order mark", '"\\ufeff"'],
  ["emoji and combining marks", '"😀\\u0301\\u0301\\u0301"'],
  ["HTML", '"<script>alert(1)</script><img src=x onerror=alert(1)>"'],
  ["SQL", '"\'; DROP TABLE contacts; --"'],
  ["javascript URL", '"javascript:alert(1)"'],
  ["backslash URL", '"/\\\\evil.example/x"'],
  ["escaped everything", `"${repeat("\\u0041", 2000)}"`],
].map(([name, json]) => ({ name, json: () => json }))

const sizeShapes: Shape[] = [
  {
    name: "string near the limit",
    json: (r) => `"${repeat("x", r.int(NEAR_LIMIT - 4096, NEAR_LIMIT))}"`,
  },
  {
    name: "unicode string near the limit",
    // Three bytes of UTF-8 each.
    json: (r) => `"${repeat("€", r.int(NEAR_LIMIT / 4, NEAR_LIMIT / 3))}"`,
  },
  {
    name: "wide object",
    json: (r) =>
      `{${Array.from({ length: r.int(2_000, 5_000) }, (_, i) => `"k${i}":${i}`).join(",")}}`,
  },
  {
    name: "wide array",
    json: (r) => `[${repeat("0,", r.int(10_000, NEAR_LIMIT / 2 - 1))}0]`,
  },
  {
    name: "long key",
    json: (r) => `{"${repeat("k", r.int(10_000, NEAR_LIMIT))}":1}`,
  },
  {
    name: "many long keys",
    json: () =>
      `{${Array.from({ length: 50 }, (_, i) => `"${repeat("k", 1000)}${i}":"v"`).join(",")}}`,
  },
]

const prototypeShapes: Shape[] = [
  ["__proto__", '{"__proto__":{"polluted":true}}'],
  ["constructor.prototype", '{"constructor":{"prototype":{"polluted":true}}}'],
  ["prototype", '{"prototype":{"polluted":true}}'],
  ["toString", '{"toString":"x","valueOf":1,"hasOwnProperty":null}'],
  ["duplicate keys", '{"a":1,"a":{"b":2},"a":[3]}'],
].map(([name, json]) => ({ name, json: () => json }))

const fieldShapes = [
  ...deepShapes,
  ...typeShapes,
  ...textShapes,
  ...sizeShapes,
  ...prototypeShapes,
]

// Whole bodies that are not an object of fields at all.
const rootShapes: Shape[] = [
  ...deepShapes,
  ...sizeShapes,
  ...prototypeShapes,
  ...typeShapes.filter((shape) => !shape.name.includes("{")),
  {
    name: "prototype keys beside the fields",
    json: () => '{"__proto__":{"admin":true},"x":1}',
  },
]

// A body each route would take, so that a field's value is what the route judges.
function validRecord(fields: Record<string, FieldSpec>) {
  const sample: Record<FieldSpec["kind"], unknown> = {
    text: "Fuzz record",
    longText: "Fuzz text",
    html: "<p>Fuzz</p>",
    url: "/fuzz",
    date: "2024-05-31",
    integer: 1,
    email: "fuzz@example.com",
    boolean: false,
  }
  return Object.fromEntries(
    Object.entries(fields).map(([name, spec]) => [name, sample[spec.kind]])
  )
}

function baseBody(url: string): Record<string, unknown> {
  if (url.endsWith("/contact/upload")) return { ...validContact, website: "" }
  if (url.endsWith("/newsletter/upload")) return { email: "fuzz@example.com" }
  if (url === "/api/teacher/auth/register") return { ...validTeacher }
  // An address with no account: the failures it counts lock no one the suite signs in as.
  if (url === "/api/admin/auth/login")
    return { email: "nobody@example.com", password: ADMIN.password }
  // A wrong current password: a password change would end the suite's session.
  if (url === "/api/admin/auth/password")
    return {
      currentPassword: "not the password",
      newPassword: "a new password 1234",
    }
  const resource = /^\/api\/admin\/([^/]+)/.exec(url)?.[1]
  if (resource && resource in resources)
    return validRecord(resources[resource as keyof typeof resources].fields)
  return { note: "fuzz" }
}

// The body's JSON text with one field's value replaced by raw JSON.
function withField(base: Record<string, unknown>, field: string, json: string) {
  const rest = Object.entries(base)
    .filter(([name]) => name !== field)
    .map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)}`)
  return `{${[...rest, `${JSON.stringify(field)}:${json}`].join(",")}}`
}

interface Case {
  shape: string
  field: string
  body: string
}

const inField = (
  base: Record<string, unknown>,
  field: string,
  shape: Shape,
  random: Random
): Case => ({
  shape: shape.name,
  field,
  body: withField(base, field, shape.json(random)),
})

// Per route: one body nested up to the size limit (the costly one to parse), nesting a thousand
// levels deep or more in each field, each JSON type in every field at once, and a few shapes
// drawn at random, in a field or as the whole body.
function casesFor(url: string, hasSchema: boolean, random: Random): Case[] {
  const base = baseBody(url)
  const fields = hasSchema ? [...Object.keys(base), "extra"] : ["extra"]
  const deepest = random.pick(deepShapes.slice(0, 3))
  const cases: Case[] = [
    random.int(0, 1)
      ? {
          shape: deepest.name,
          field: "(the whole body)",
          body: deepest.json(random),
        }
      : inField(base, random.pick(fields), deepest, random),
  ]
  for (const field of fields) {
    const depth = random.int(1_000, 3_000)
    cases.push({
      shape: `nested ${depth} levels`,
      field,
      body: withField(base, field, repeat("[", depth) + repeat("]", depth)),
    })
  }
  if (hasSchema) {
    for (const shape of typeShapes) {
      const json = shape.json(random)
      cases.push({
        shape: shape.name,
        field: "(every field)",
        body: `{${fields.map((field) => `${JSON.stringify(field)}:${json}`).join(",")}}`,
      })
    }
  }
  for (let i = 0; i < RANDOM_BODIES_PER_ROUTE; i++) {
    if (random.int(0, 2) === 0) {
      const shape = random.pick(rootShapes)
      cases.push({
        shape: shape.name,
        field: "(the whole body)",
        body: shape.json(random),
      })
    } else {
      cases.push(
        inField(base, random.pick(fields), random.pick(fieldShapes), random)
      )
    }
  }
  return cases
}

function messageOf(body: string): unknown {
  try {
    return JSON.parse(body).message
  } catch {
    return undefined
  }
}

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"])

// The list parameters (each a JSON text in the query string) of every admin list and export:
// field names that some list has and another does not, names no list has, every JSON type in
// every place, bounds on each, and ranges past what a page or a number can be.
const listFieldNames = [
  ...new Set([
    ...resourceNames.flatMap((resource) => Object.keys(readFields(resource))),
    ...["id", "createdAt", "updatedAt", "at", "actor", "actorId", "ip"],
    ...["action", "resource", "recordId", "changes", "email", "role"],
    ...["disabled", "invitedAt", "invitedBy", "signedUpAt", "confirmedAt"],
    ...["unsubscribedAt", "confirmationSentAt", "contactId", "subject"],
    ...["sendStartedAt", "sentAt", "queuedAt", "rendered", "passwordHash"],
  ]),
  "",
  "__proto__",
  "constructor",
  "hasOwnProperty",
  'x" OR 1=1 --',
  "a.b",
  "k".repeat(150),
]
// Fixed texts, which take no random draw.
const listValues = [
  ...[...typeShapes, ...textShapes.slice(0, -1)].map((shape) =>
    shape.json(generator(SEED))
  ),
  ...['"2024-05-01T00:00:00.000Z"', '"2024-05-01"', "9999999999", "-1", "1.5"],
]
const listValue = (r: Random): string =>
  r.int(0, 4) === 0
    ? `[${r.pick(listValues)},${r.pick(listValues)}]`
    : r.pick(listValues)
const sortText = (r: Random) =>
  r.int(0, 5) === 0
    ? r.pick([...typeShapes, ...prototypeShapes]).json(r)
    : JSON.stringify([
        r.pick(listFieldNames),
        r.pick(["ASC", "DESC", "desc", "up", ""]),
      ])
const rangeText = (r: Random) =>
  r.pick([
    "[0,9]",
    "[10,5]",
    "[-1,3]",
    "[0,1e308]",
    "[0.5,2]",
    '["0","9"]',
    "[0,9007199254740993]",
    "[2147483647,2147483648]",
    "[]",
    "[0]",
    "[0,1,2]",
    ...typeShapes.map((shape) => shape.json(r)),
  ])
const filterText = (r: Random) => {
  if (r.int(0, 5) === 0)
    return r.pick([...typeShapes, ...prototypeShapes]).json(r)
  const entries = Array.from({ length: r.int(1, 3) }, () => {
    const key =
      r.int(0, 5) === 0
        ? "q"
        : r.pick(listFieldNames) +
          r.pick(["", "", "_gte", "_gt", "_lte", "_lt"])
    return `${JSON.stringify(key)}:${listValue(r)}`
  })
  return `{${entries.join(",")}}`
}
const LIST_QUERIES_PER_ROUTE = 12

// Before the generated ones, each list gets the names of the fields other lists have.
const listQueries = (random: Random): Record<string, string>[] => [
  ...["createdAt", "updatedAt", "at", "email"].flatMap(
    (field): Record<string, string>[] => [
      { sort: JSON.stringify([field, "DESC"]) },
      {
        filter: JSON.stringify({
          [`${field}_gte`]: "2024-05-01T00:00:00.000Z",
        }),
      },
      { filter: JSON.stringify({ [field]: "2024-05-01T00:00:00.000Z" }) },
    ]
  ),
  ...Array.from({ length: LIST_QUERIES_PER_ROUTE }, () =>
    Object.fromEntries(
      (
        [
          ["sort", sortText],
          ["range", rangeText],
          ["filter", filterText],
        ] as const
      )
        .filter(() => random.int(0, 2) > 0)
        .map(([name, text]) => [name, text(random)])
    )
  ),
]

describe("hostile request bodies on every route that takes one", () => {
  const routes: Array<{ method: string; url: string; hasSchema: boolean }> = []
  // The admin lists and their CSV exports: the GET routes that take sort, range and filter.
  const lists: string[] = []
  let app: TestApp
  let token: string
  let dump: RawBuilder<{ row: string }>
  // On SQLite, a connection of the test's own, whose data_version moves whenever the app's
  // connection commits: the digest is read again only then (most hostile bodies change nothing).
  let watcher: BetterSqlite3.Database | undefined
  let digested: { version: unknown; hash: string } | undefined

  beforeAll(async () => {
    app = await build(
      {},
      {
        // No periodic job runs meanwhile: its bookkeeping would change the database under a check.
        jobTickMs: 0,
        onRoute: (route: RouteOptions) => {
          const query = route.schema?.querystring as
            { properties?: Record<string, unknown> } | undefined
          if (
            route.method === "GET" &&
            ["sort", "range", "filter"].every((name) =>
              Object.hasOwn(query?.properties ?? {}, name)
            )
          )
            lists.push(route.url.replace(/(.)\/$/, "$1"))
          for (const method of [route.method].flat())
            if (BODY_METHODS.has(method))
              routes.push({
                method,
                url: route.url,
                hasSchema: Boolean(route.schema?.body),
              })
        },
      }
    )
    token = await adminToken(app)
    const tables = (await app.db.introspection.getTables())
      .filter((table) => !table.isView)
      // A failed login (401) counts against the account by design: that is the per-account lock.
      .filter(({ name }) => name !== "login_failures" && !/^kysely_/.test(name))
    // Every row of every table as text, in one query, so that a check per request stays cheap.
    dump = sql.join(
      tables.map(
        (table) =>
          sql`SELECT ${sql.lit(table.name)} || ':' || ${sql.join(
            table.columns.map(
              (column) =>
                sql`COALESCE(CAST(${sql.ref(column.name)} AS TEXT), '-')`
            ),
            sql` || '|' || `
          )} AS "row" FROM ${sql.table(table.name)}${
            // A failed sign-in is written to the audit trail by design, as it is counted above.
            table.name === "audit"
              ? sql` WHERE ${sql.ref("action")} <> 'login_failed'`
              : sql``
          }`
      ),
      sql` UNION ALL `
    )
    if (testDatabase === "sqlite")
      watcher = new BetterSqlite3(
        app.config.DATABASE_URL.replace(/^sqlite:/, ""),
        { readonly: true }
      )
  })
  afterAll(async () => {
    watcher?.close()
    await app?.close()
  })

  // Everything the database holds, as one hash.
  async function digest() {
    const version = watcher?.pragma("data_version", { simple: true })
    if (watcher && digested && digested.version === version)
      return digested.hash
    const { rows } = await dump.execute(app.db)
    const lines = rows.map((row) => row.row).sort()
    const hash = createHash("sha256").update(lines.join("\n")).digest("hex")
    digested = { version, hash }
    return hash
  }

  // A record to aim the :id routes at: one the route can find, made afresh for each route
  // (the route before may have deleted it).
  async function recordFor(url: string): Promise<string> {
    const resource = /^\/api\/admin\/([^/]+)\/:id/.exec(url)?.[1]
    if (!resource || !(resource in resources)) return "fuzz-id"
    if (resource === "contacts") {
      const response = await app.inject({
        method: "POST",
        url: `/api/v1/${BRAND}/contact/upload`,
        payload: validContact,
      })
      return response.json().Contact.id
    }
    if (resource === "teachers") {
      const response = await app.inject({
        method: "POST",
        url: "/api/teacher/auth/register",
        payload: {
          ...validTeacher,
          email: `fuzz-${Math.random().toString(36).slice(2)}@example.com`,
        },
      })
      return response.json().teacher.id
    }
    const response = await app.inject({
      method: "POST",
      url: `/api/admin/${resource}`,
      headers: bearer(token),
      payload: baseBody(`/api/admin/${resource}`),
    })
    return response.json().id
  }

  it("finds the routes that take a body, public and admin", () => {
    const urls = routes.map((route) => `${route.method} ${route.url}`)
    expect(urls).toEqual(
      expect.arrayContaining([
        `POST /api/v1/${BRAND}/contact/upload`,
        `POST /api/v1/${BRAND}/newsletter/upload`,
        "POST /api/teacher/auth/register",
        "POST /api/admin/auth/login",
        "POST /api/admin/banners",
        "PUT /api/admin/banners/:id",
        "POST /api/admin/uploads",
        "POST /api/admin/publish",
      ])
    )
  })

  it(`refuses nesting past ${MAX_NESTING} levels with a 400 that says so`, async () => {
    const nested = (depth: number) =>
      withField(
        validContact,
        "name",
        repeat("[", depth) + '"x"' + repeat("]", depth)
      )
    const post = (payload: string) =>
      app.inject({
        method: "POST",
        url: `/api/v1/${BRAND}/contact/upload`,
        headers: { "content-type": "application/json" },
        payload,
      })
    const deep = await post(nested(30_000))
    expect(deep.statusCode).toBe(400)
    expect(deep.json().message).toBe(
      `the request body is nested too deeply: at most ${MAX_NESTING} levels of objects and lists`
    )
    // The body and one list under it are two levels: a value the route itself judges.
    const shallow = await post(nested(MAX_NESTING - 2))
    expect(shallow.statusCode).toBe(400)
    expect(shallow.json().message).toBe("name must be text")
  })

  it("sees a stored change in its digest of the database", async () => {
    const before = await digest()
    const id = await recordFor("/api/admin/team/:id")
    const created = await digest()
    expect(created).not.toBe(before)
    await app.inject({
      method: "PUT",
      url: `/api/admin/team/${id}`,
      headers: bearer(token),
      payload: { bio: "Changed" },
    })
    expect(await digest()).not.toBe(created)
  })

  it("answers each with a 4xx or its normal answer, never a 5xx, and a 4xx stores nothing", async () => {
    const random = generator(SEED)
    const failures: string[] = []
    let sent = 0
    for (const route of routes) {
      const id = await recordFor(route.url)
      const url = route.url.replace(/:id\b/g, id).replace(/\*$/, "fuzz/path")
      const admin =
        url.startsWith("/api/admin/") && url !== "/api/admin/auth/login"
      let before = await digest()
      for (const { shape, field, body } of casesFor(
        route.url,
        route.hasSchema,
        random
      )) {
        // A logout ends the session it is sent with: each gets a session of its own.
        // (Signing in is itself recorded, so the database is read again after it.)
        const session =
          url === "/api/admin/auth/logout" ? await adminToken(app) : token
        if (session !== token) before = await digest()
        const response = await app.inject({
          method: route.method as "POST",
          url,
          headers: {
            "content-type": "application/json",
            ...(admin ? bearer(session) : {}),
          },
          payload: body,
        })
        sent++
        const after = await digest()
        const where = `seed ${SEED}: ${route.method} ${route.url}, ${field} = ${shape} (${body.length} bytes)`
        const failure =
          response.statusCode >= 500
            ? `${response.statusCode} ${response.body}`
            : response.statusCode >= 400 && after !== before
              ? `${response.statusCode} changed the database`
              : response.statusCode >= 400 && !messageOf(response.body)
                ? `${response.statusCode} without a message`
                : null
        // One failure names the route; a server that fails may fail slowly, so on to the next.
        if (failure) {
          failures.push(`${where}: ${failure}`)
          break
        }
        before = after
      }
    }
    expect(failures).toEqual([])
    expect(sent).toBeGreaterThan(routes.length * 5)
    // Every route that takes a body, each case with a read of the whole database before and after:
    // a few hundred requests, which on PostgreSQL on a busy 2-core machine take more than 2 min.
  }, 300_000)

  it("answers generated sort, range and filter values on every admin list with a 4xx or the list, never a 5xx", async () => {
    expect(lists).toEqual(
      expect.arrayContaining([
        "/api/admin/banners",
        "/api/admin/contacts/export",
        "/api/admin/users",
        "/api/admin/audit",
        "/api/admin/audit/export",
        "/api/admin/subscribers",
        "/api/admin/newsletters",
        "/api/admin/assignees",
      ])
    )
    const random = generator(SEED)
    const failures: string[] = []
    for (const url of lists) {
      for (const query of listQueries(random)) {
        const response = await app.inject({
          url,
          query,
          headers: bearer(token),
        })
        const failure =
          response.statusCode >= 500
            ? `${response.statusCode} ${response.body}`
            : response.statusCode >= 400 && !messageOf(response.body)
              ? `${response.statusCode} without a message`
              : null
        if (failure) {
          failures.push(
            `seed ${SEED}: GET ${url} ${JSON.stringify(query)}: ${failure}`
          )
          break
        }
      }
    }
    expect(failures).toEqual([])
  }, 120_000)

  it("refuses with a 400 the sort and filter fields a list does not have, and takes those it has", async () => {
    const status = (url: string, query: Record<string, unknown>) =>
      app
        .inject({
          url,
          query: Object.fromEntries(
            Object.entries(query).map(([name, value]) => [
              name,
              JSON.stringify(value),
            ])
          ),
          headers: bearer(token),
        })
        .then(
          (response) =>
            `${url} ${JSON.stringify(query)}: ${response.statusCode}`
        )
    const bound = "2024-05-01T00:00:00.000Z"
    const cases: [string, Record<string, unknown>, number][] = [
      ["/api/admin/subscribers", { sort: ["updatedAt", "ASC"] }, 400],
      ["/api/admin/subscribers", { filter: { email: "a@example.com" } }, 400],
      ["/api/admin/subscribers", { filter: { signedUpAt_gte: bound } }, 400],
      ["/api/admin/audit", { sort: ["createdAt", "ASC"] }, 400],
      ["/api/admin/audit", { sort: ["updatedAt", "DESC"] }, 400],
      ["/api/admin/audit", { filter: { createdAt_gte: bound } }, 400],
      ["/api/admin/audit", { filter: { updatedAt: bound } }, 400],
      ["/api/admin/audit/export", { filter: { createdAt_lt: bound } }, 400],
      ["/api/admin/newsletters", { filter: { subject: "Autumn" } }, 400],
      ["/api/admin/newsletters", { filter: { q: "Autumn" } }, 400],
      ["/api/admin/assignees", { sort: ["createdAt", "ASC"] }, 400],
      ["/api/admin/subscribers", { sort: ["createdAt", "DESC"] }, 200],
      [
        "/api/admin/subscribers",
        { filter: { status: "confirmed", q: "a" } },
        200,
      ],
      [
        "/api/admin/audit",
        { sort: ["at", "ASC"], filter: { from: bound } },
        200,
      ],
      ["/api/admin/newsletters", { sort: ["updatedAt", "DESC"] }, 200],
      ["/api/admin/newsletters", { filter: { status: "draft" } }, 200],
      ["/api/admin/users", { sort: ["createdAt", "ASC"] }, 200],
      ["/api/admin/users", { sort: ["invitedBy", "ASC"] }, 200],
      ["/api/admin/banners", { filter: { updatedAt_gte: bound } }, 200],
    ]
    const answers = await Promise.all(
      cases.map(([url, query]) => status(url, query))
    )
    expect(answers).toEqual(
      cases.map(
        ([url, query, code]) => `${url} ${JSON.stringify(query)}: ${code}`
      )
    )
  })
})
