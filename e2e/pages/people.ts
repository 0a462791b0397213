import {
  expect,
  type APIRequestContext,
  type BrowserContextOptions,
} from "@playwright/test"
import { E2E_ADMIN, unique } from "./admin-list-page"
import { mailTo } from "./mailbox"

// The people of the panel, made through the API as the server's own steps make them: an editor
// who accepted an e-mailed invitation, a teacher who registered and was approved. Each signs in
// once; its browser state (the token and id the panel keeps in local storage) opens as many pages
// as a spec needs.

// The teacher the publishing journey (e2e/publishing.spec.ts) puts on the Academy page and then
// erases, after which no page and no kept release shows them (each run adds a suffix).
export const ERASED_TEACHER = "Lena Okafor"

export type Role = "admin" | "editor" | "teacher"
type Headers = { authorization: string }

export interface Person {
  email: string
  password: string
  id: string
  token: string
  headers: Headers
}

export async function signIn(
  request: APIRequestContext,
  credentials: { email: string; password: string }
): Promise<Person> {
  const response = await request.post("/api/admin/auth/login", {
    data: credentials,
  })
  expect(response.status(), `${credentials.email} signs in`).toBe(200)
  const { token, _id } = await response.json()
  return {
    ...credentials,
    id: _id,
    token,
    headers: { authorization: `Bearer ${token}` },
  }
}

export const administrator = (request: APIRequestContext) =>
  signIn(request, E2E_ADMIN)

// An invitation, its e-mail taken by the real SMTP server, and its link accepted.
export async function invitedStaff(
  request: APIRequestContext,
  admin: Person,
  role: "admin" | "editor" = "editor"
): Promise<Person> {
  const email = `${role}.${unique()}@e2e.test`
  const password = `${role} password ${unique()}`
  const invited = await request.post("/api/admin/users", {
    headers: admin.headers,
    data: { email, role },
  })
  expect(invited.status()).toBe(201)
  const { link } = await mailTo(email, /\/admin\/accept\?token=/)
  const token = new URL(link!).searchParams.get("token")
  const accepted = await request.post("/api/admin/auth/accept", {
    data: { token, password },
  })
  expect(accepted.status()).toBe(200)
  return signIn(request, { email, password })
}

export async function approvedTeacher(
  request: APIRequestContext,
  admin: Person,
  name = `Lena Okafor ${unique()}`
): Promise<Person & { name: string }> {
  const email = `teacher.${unique()}@e2e.test`
  const password = `teacher password ${unique()}`
  const registered = await request.post("/api/teacher/auth/register", {
    data: { name, email, password, subject: "Contract management" },
  })
  expect(registered.status()).toBe(201)
  const { id } = (await registered.json()).teacher
  const approved = await request.post(`/api/admin/teachers/${id}/approve`, {
    headers: admin.headers,
  })
  expect(approved.status()).toBe(200)
  return { ...(await signIn(request, { email, password })), name }
}

/** The browser state of a signed-in person: what the panel keeps in local storage, nothing else. */
export function storageStateOf(
  origin: string,
  person: Person
): BrowserContextOptions["storageState"] {
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: "token", value: person.token },
          { name: "_id", value: person.id },
        ],
      },
    ],
  }
}
