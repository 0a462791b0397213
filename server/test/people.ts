import { ADMIN, adminToken, bearer, type TestApp } from "./helper"

// The people of the panel for the tests: an editor, a teacher who registered and was approved,
// each signed in through the real login, and the e-mails the server queued for them (the outbox's
// mails table: without SMTP_URL they wait there, whole).

export const EDITOR = {
  email: "editor@coreval.test",
  password: "an editor's long password",
}

export interface Person {
  id: string
  email: string
  password: string
  headers: { authorization: string }
}

export async function login(
  app: TestApp,
  { email, password }: { email: string; password: string }
) {
  return app.inject({
    method: "POST",
    url: "/api/admin/auth/login",
    payload: { email, password },
  })
}

export async function signedIn(
  app: TestApp,
  credentials: { email: string; password: string }
): Promise<Person> {
  const response = await login(app, credentials)
  if (response.statusCode !== 200)
    throw new Error(`${credentials.email} could not sign in: ${response.body}`)
  const { token, _id } = response.json()
  return { ...credentials, id: _id, headers: bearer(token) }
}

export async function admin(app: TestApp): Promise<Person> {
  return signedIn(app, ADMIN)
}

// A staff account made directly, as an accepted invitation leaves it.
export async function staff(
  app: TestApp,
  credentials = EDITOR,
  role: "admin" | "editor" = "editor"
): Promise<Person> {
  const created = await app.usersRepository.createAdmin(
    credentials.email,
    await app.passwordManager.hash(credentials.password)
  )
  await app.db
    .updateTable("admins")
    .set({ role })
    .where("id", "=", created!.id)
    .execute()
  return signedIn(app, credentials)
}

let teachers = 0

// A teacher who registered through the public form; approved (and signed in) unless told not to.
export async function teacher(
  app: TestApp,
  { approve = true, name = "Lena Okafor" } = {}
): Promise<Person & { name: string }> {
  teachers++
  const credentials = {
    email: `teacher${teachers}.${Date.now()}@example.com`,
    password: "a teacher's long password",
  }
  const registered = await app.inject({
    method: "POST",
    url: "/api/teacher/auth/register",
    payload: { name, ...credentials, subject: "Contract management" },
  })
  const { id } = registered.json().teacher
  if (!approve)
    return { ...credentials, id, name, headers: { authorization: "" } }
  const approved = await app.inject({
    method: "POST",
    url: `/api/admin/teachers/${id}/approve`,
    headers: bearer(await adminToken(app)),
  })
  if (approved.statusCode !== 200) throw new Error(approved.body)
  return { ...(await signedIn(app, credentials)), name }
}

// The last e-mail queued to an address, and the token of the link it carries.
export async function lastMail(app: TestApp, to: string) {
  const mail = await app.db
    .selectFrom("mails")
    .selectAll()
    .where("toAddress", "=", to)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst()
  if (!mail) throw new Error(`no e-mail to ${to}`)
  const link = /https?:\/\/\S+\?token=([A-Za-z0-9_-]+)/.exec(mail.text)
  return { ...mail, link: link?.[0], token: link?.[1] }
}

// The tables a snapshot reads, found once per app: reading PostgreSQL's catalogue costs more than
// the rows of a test's database.
const tablesOf = new WeakMap<
  TestApp,
  Promise<{ name: string; hasId: boolean }[]>
>()
function snapshotTables(app: TestApp) {
  if (!tablesOf.has(app))
    tablesOf.set(
      app,
      app.db.introspection.getTables().then((tables) =>
        tables
          // job_runs is the periodic jobs' own bookkeeping, which their timer changes at any moment.
          .filter(
            (table) =>
              !table.isView &&
              !table.name.startsWith("kysely_") &&
              table.name !== "job_runs"
          )
          .map((table) => ({
            name: table.name,
            hasId: table.columns.some((column) => column.name === "id"),
          }))
          .sort((a, b) => a.name.localeCompare(b.name))
      )
    )
  return tablesOf.get(app)!
}

// Every row of every table, as text: what "changed nothing" compares.
export async function snapshot(app: TestApp): Promise<string> {
  const tables = await snapshotTables(app)
  const dump: Record<string, unknown[]> = {}
  for (const { name, hasId } of tables) {
    const rows = app.db.selectFrom(name as "admins").selectAll()
    dump[name] = await (hasId ? rows.orderBy("id" as "email") : rows).execute()
  }
  // The outbox's rows as ids only: a refused call must queue no e-mail, but the notifier sending
  // one queued before (its state, and the link it scrubs from the text once sent) is not the call's.
  for (const table of ["notifications", "mails"])
    if (dump[table])
      dump[table] = dump[table].map((row) => (row as { id: string }).id)
  return JSON.stringify(dump, (_key, value) =>
    Buffer.isBuffer(value) ? value.toString("base64") : value
  )
}
