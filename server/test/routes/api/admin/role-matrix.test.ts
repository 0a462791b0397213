/** @dialect-dependent every route's SQL: a refused call leaves each database as it was */
import type { RouteOptions } from "fastify"
import { fieldNames } from "../../../../../schemas/content"
import { build, type TestApp } from "../../../helper"
import {
  admin,
  login,
  snapshot,
  staff,
  teacher,
  type Person,
} from "../../../people"

// Every route of the app, enumerated as the app registers them (an onRoute hook: a route added
// tomorrow is walked too, and fails here until the table below says who may call it), called by
// each role and with no token. Where the role may not, the answer is 403 (401 without a token)
// and the database is exactly as it was; where it may, the answer is neither.
//
// The table is written out here from the people-and-roles rules, not read from the permissions
// module the routes use, so a wrong entry there shows up as a difference here.

type Role = "admin" | "editor" | "teacher"
const ALL: Role[] = ["admin", "editor", "teacher"]
const STAFF: Role[] = ["admin", "editor"]
const ADMIN: Role[] = ["admin"]
const PUBLIC = "public" as const

const CONTENT = "banners|stories|templates|programmes|team|events|news|blogs"
const A = "/api/admin"

const rules: [RegExp, Role[] | typeof PUBLIC][] = [
  // Outside the panel's API: the site, the public reads, the forms, the uploaded images.
  [/^(GET|HEAD) \/(pagefind\/)?\*$/, PUBLIC],
  // CORS preflight, for a site on another origin.
  [/^OPTIONS \*$/, PUBLIC],
  [/^\w+ \/api(\/\*)?$/, PUBLIC],
  [/^(GET|HEAD) \/api\/v1\/admin\/\w+(\/:id)?$/, PUBLIC],
  [/^POST \/api\/v1\/coreval\/(contact|newsletter)\/upload$/, PUBLIC],
  // The newsletter's e-mailed links: confirming by the page's button, and unsubscribing in one
  // click (RFC 8058).
  [
    /^(GET|HEAD|POST) \/api\/v1\/coreval\/newsletter\/(confirm|unsubscribe)$/,
    PUBLIC,
  ],
  [/^POST \/api\/teacher\/auth\/register$/, PUBLIC],
  [/^(GET|HEAD) \/uploads\/:id$/, PUBLIC],
  // A draft's preview, for whoever holds its link: the page's shell and the draft it shows.
  [/^(GET|HEAD) \/preview\/:token$/, PUBLIC],
  [/^(GET|HEAD) \/api\/preview\/:token$/, PUBLIC],
  // For a load balancer and Prometheus: /metrics is guarded by its own token (METRICS_TOKEN),
  // not by a role, and answers 404 while none is set.
  [/^(GET|HEAD) \/(healthz|metrics)$/, PUBLIC],
  // Signing in, and the steps an e-mailed link starts.
  [/^POST \/api\/admin\/auth\/(login|forgot|reset|accept)$/, PUBLIC],
  [/^(POST \/api\/admin\/auth\/logout|PUT \/api\/admin\/auth\/password)$/, ALL],
  [/^(GET|HEAD|PUT) \/api\/admin\/me$/, ALL],
  // The nine published resources: staff; a teacher lists, reads, creates and saves courses only.
  [new RegExp(`^(GET|HEAD|POST|PUT|DELETE) ${A}/(${CONTENT})(/:id)?$`), STAFF],
  [new RegExp(`^(GET|HEAD) ${A}/(${CONTENT}|courses)/export$`), STAFF],
  [new RegExp(`^(GET|HEAD|POST|PUT) ${A}/courses(/:id)?$`), ALL],
  [new RegExp(`^DELETE ${A}/courses/:id$`), STAFF],
  [new RegExp(`^POST ${A}/uploads$`), ALL],
  // The media library: staff's (a teacher's photo goes through uploads).
  [new RegExp(`^(GET|HEAD|POST|PUT|DELETE) ${A}/media(/:id(/file)?)?$`), STAFF],
  [new RegExp(`^(GET|HEAD|POST) ${A}/publish$`), STAFF],
  // The editorial workflow: staff publish (and schedule), read the history and restore from it,
  // empty the Trash and make a release live again; a teacher previews their own course.
  [
    new RegExp(`^POST ${A}/(${CONTENT}|courses)/:id/(publish|unpublish)$`),
    STAFF,
  ],
  [new RegExp(`^(GET|HEAD) ${A}/(${CONTENT}|courses)/:id/revisions$`), STAFF],
  [
    new RegExp(
      `^POST ${A}/(${CONTENT}|courses)/:id/revisions/:revision/restore$`
    ),
    STAFF,
  ],
  [new RegExp(`^POST ${A}/(${CONTENT})(/:id)?/preview$`), STAFF],
  [new RegExp(`^POST ${A}/courses(/:id)?/preview$`), ALL],
  // A record's live preview links, and revoking one: as for making them (the link's record decides).
  [new RegExp(`^(GET|HEAD) ${A}/(${CONTENT})/:id/previews$`), STAFF],
  [new RegExp(`^(GET|HEAD) ${A}/courses/:id/previews$`), ALL],
  [new RegExp(`^DELETE ${A}/previews/:id$`), ALL],
  [new RegExp(`^POST ${A}/publish/resume$`), STAFF],
  [new RegExp(`^(GET|HEAD|DELETE) ${A}/trash$`), STAFF],
  [
    new RegExp(
      `^(POST ${A}/trash/(:collection|media)/:id/restore|DELETE ${A}/trash/(:collection|media)/:id)$`
    ),
    STAFF,
  ],
  [new RegExp(`^(GET|HEAD) ${A}/releases$`), STAFF],
  [new RegExp(`^POST ${A}/releases/:id/restore$`), STAFF],
  // The site's content files: staff edit, publish, preview them and read their history; an
  // administrator chooses when the repository's file changed under an edit.
  [new RegExp(`^(GET|HEAD) ${A}/site-files(/:id(/revisions)?)?$`), STAFF],
  [new RegExp(`^PUT ${A}/site-files/:id$`), STAFF],
  [
    new RegExp(
      `^POST ${A}/site-files/:id/(publish|unpublish|preview|revisions/:revision/restore)$`
    ),
    STAFF,
  ],
  [new RegExp(`^POST ${A}/site-files/:id/shipped$`), ADMIN],
  // Enquiries and registrations: staff read and handle them; an administrator deletes them, and
  // exports the registrations.
  [new RegExp(`^(GET|HEAD) ${A}/(contacts|teachers)(/:id)?$`), STAFF],
  [new RegExp(`^(GET|HEAD) ${A}/contacts/export$`), STAFF],
  [new RegExp(`^(GET|HEAD) ${A}/teachers/export$`), ADMIN],
  [new RegExp(`^PUT ${A}/contacts/:id$`), STAFF],
  [new RegExp(`^(POST|PUT|PATCH) ${A}/(contacts|teachers)(/:id)?$`), STAFF],
  [new RegExp(`^DELETE ${A}/(contacts|teachers)/:id$`), ADMIN],
  [new RegExp(`^POST ${A}/teachers/:id/(approve|reject)$`), STAFF],
  [new RegExp(`^POST ${A}/teachers/:id/profile/(approve|reject)$`), STAFF],
  [new RegExp(`^(GET|HEAD) ${A}/notifications$`), STAFF],
  [new RegExp(`^POST ${A}/(contacts|teachers)/:id/notification$`), STAFF],
  [new RegExp(`^(GET|HEAD) ${A}/assignees$`), STAFF],
  // People and the audit trail: an administrator's.
  [new RegExp(`^(GET|HEAD|POST|PUT) ${A}/users(/:id)?$`), ADMIN],
  [new RegExp(`^(GET|HEAD) ${A}/audit(/:id|/export)?$`), ADMIN],
  // The newsletter: staff write, preview, test and send issues, and read the subscribers; the
  // proof of consent, with the addresses it was given from, is an administrator's.
  [new RegExp(`^(GET|HEAD|POST|PUT|DELETE) ${A}/newsletters(/:id)?$`), STAFF],
  [new RegExp(`^(GET|HEAD) ${A}/newsletters/(items|:id/preview)$`), STAFF],
  [new RegExp(`^POST ${A}/newsletters/(preview|:id/test|:id/send)$`), STAFF],
  [new RegExp(`^(GET|HEAD) ${A}/subscribers(/:id)?$`), STAFF],
  [new RegExp(`^(GET|HEAD) ${A}/subscribers/:id/proof$`), ADMIN],
  // A person's data: found, exported and erased by an administrator only.
  [new RegExp(`^(GET|HEAD|DELETE) ${A}/people(/export)?$`), ADMIN],
  // The backups' state on the dashboard: an administrator's.
  [new RegExp(`^(GET|HEAD) ${A}/backups/status$`), ADMIN],
]

interface Walked {
  method: string
  url: string
}

describe("every route, every role", () => {
  let app: TestApp
  const routes = new Map<string, Walked>()
  const people = {} as Record<Role, Person>
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    app = await build(
      {},
      {
        onRoute: (route: RouteOptions) => {
          const url =
            route.url.length > 1 ? route.url.replace(/\/$/, "") : route.url
          for (const method of [route.method].flat())
            routes.set(`${method} ${url}`, { method, url })
        },
      }
    )
    people.admin = await admin(app)
    people.editor = await staff(app)
    people.teacher = await teacher(app)
    const pending = await teacher(app, { approve: false })
    ids.teachers = pending.id
    const actor = { id: null, email: "role-matrix", ip: "" }
    for (const resource of CONTENT.split("|")) {
      const created = await app.editorialRepository.create(
        resource as "banners",
        {
          [fieldNames(resource as "banners")[0]]: `A ${resource} record`,
        },
        actor
      )
      ids[resource] = created.id
    }
    ids.courses = (
      await app.editorialRepository.create(
        "courses",
        { title: "Own course" },
        actor,
        { scope: { teacherId: people.teacher.id } }
      )
    ).id
    const contact = await app.contactsRepository.create({
      name: "Amira Haddad",
      email: "amira@example.com",
      number: "050 123 4567",
      reason: "Tender review",
      message: "Please call me.",
      source: "session",
    })
    ids.contacts = contact.id
    ids.users = people.editor.id
    ids.uploads = "none.png"
    ids["site-files"] = encodeURIComponent("pages/faq.json")
    ids.audit = (
      await app.db.selectFrom("audit").select("id").executeTakeFirstOrThrow()
    ).id
  })
  afterAll(() => app.close())

  const expected = (route: Walked) =>
    rules.find(([pattern]) => pattern.test(`${route.method} ${route.url}`))?.[1]

  it("finds the panel's routes, and says who may call each one", () => {
    expect(routes.size).toBeGreaterThan(80)
    const unruled = [...routes.keys()].filter(
      (key) => !expected(routes.get(key)!)
    )
    expect(unruled).toEqual([])
  })

  const path = ({ url }: Walked) => {
    const resource = url.startsWith("/uploads")
      ? "uploads"
      : (/^\/api\/admin\/([^/]+)/.exec(url)?.[1] ?? "")
    return url
      .replace(":id", ids[resource] ?? "0123456789abcdef01234567")
      .replace("*", "nothing-here")
  }

  // A role signs in once, and again only when a call it was allowed to make ended its session
  // (a logout, a password change).
  const sessions = new Map<Role, Record<string, string>>()
  const session = async (role: Role) => {
    const kept = sessions.get(role)
    if (
      kept &&
      (await app.inject({ url: "/api/admin/me", headers: kept })).statusCode ===
        200
    )
      return kept
    const response = await login(app, people[role])
    const signedIn = { authorization: `Bearer ${response.json().token}` }
    sessions.set(role, signedIn)
    return signedIn
  }

  const call = async (route: Walked, headers: Record<string, string>) =>
    (
      await app.inject({
        method: route.method as "GET",
        url: path(route),
        headers,
        ...(["POST", "PUT", "PATCH"].includes(route.method) && {
          payload: {},
        }),
      })
    ).statusCode

  it.each([...ALL, "no token"] as const)(
    "answers %s as the table says, and a refused call changes nothing",
    async (role) => {
      const wrong: string[] = []
      const may = (route: Walked) => {
        const allowed = expected(route)
        return (
          allowed === PUBLIC || (role !== "no token" && allowed!.includes(role))
        )
      }
      // Counted by the test above.
      const ruled = [...routes.values()].filter((route) => expected(route))
      const refused = ruled.filter((route) => !may(route))
      const refusal = role === "no token" ? 401 : 403
      const headers = role === "no token" ? {} : await session(role)
      // The refused calls first, between two reads of the whole database: a refused call changes
      // nothing, so their order does not matter, and one read after them all says so.
      const before = await snapshot(app)
      for (const route of refused) {
        const status = await call(route, headers)
        if (status !== refusal)
          wrong.push(`${route.method} ${route.url}: ${status}, not ${refusal}`)
      }
      if ((await snapshot(app)) !== before) {
        // Something changed: each refused call again, alone between two reads, to name it.
        for (const route of refused) {
          const alone = await snapshot(app)
          await call(route, headers)
          if ((await snapshot(app)) !== alone)
            wrong.push(
              `${route.method} ${route.url}: refused, but the database changed`
            )
        }
        if (!wrong.length) wrong.push("refused calls changed the database")
      }
      for (const route of ruled.filter(may)) {
        const status = await call(
          route,
          role === "no token" ? {} : await session(role)
        )
        if (status === 401 || status === 403)
          wrong.push(`${route.method} ${route.url}: ${status}`)
      }
      expect(wrong).toEqual([])
    },
    // Some 150 routes on PostgreSQL on a busy 2-core machine: more than Jest's 30 s.
    180_000
  )
})
