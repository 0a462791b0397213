import { fetchUtils, type DataProvider, type Identifier } from "react-admin"
import simpleRestProvider from "ra-data-simple-rest"
import type { Static } from "@sinclair/typebox"
import { apiUrl, storedToken } from "../api-client"
import type { PublishStatus as PublishStatusSchema } from "../schemas/publishing"
import type {
  Card,
  NewsletterInput,
  PersonalData,
  RenderedEmail,
} from "../schemas/newsletter"
import { withImageUploads } from "./uploads"

// The site's publishing state (GET and POST /api/admin/publish), typed from the server's schema.
export type PublishStatus = Static<typeof PublishStatusSchema>

// What the server says of the enquiry e-mails (GET /api/admin/notifications).
export interface NotificationStatus {
  configured: boolean
  to: string
  from: string
  contacts: { pending: number; failed: number }
  teachers: { pending: number; failed: number }
}

export type NotifiedResource = "contacts" | "teachers"

// A list as the server exports it: CSV of every page, as filtered and sorted, the export audited.
export interface ExportParams {
  filter: Record<string, unknown>
  sort: { field: string; order: "ASC" | "DESC" }
}

// Beyond the REST dialect, the panel's calls about publishing and about enquiry e-mails, as
// react-admin's docs advise for calls of one's own: methods on the data provider, so they share
// its token and error handling.
export type PanelDataProvider = DataProvider & {
  publishStatus(): Promise<PublishStatus>
  publishNow(): Promise<PublishStatus>
  notificationStatus(): Promise<NotificationStatus>
  resendNotification(
    resource: NotifiedResource,
    id: Identifier
  ): Promise<{ notification: "pending"; message: string }>
  // The newsletter (docs/newsletter.md): what an issue may show, its e-mail, a test and the send.
  newsletterItems(): Promise<Card[]>
  previewNewsletter(input: NewsletterInput): Promise<RenderedEmail>
  newsletterPreview(id: Identifier): Promise<RenderedEmail>
  testNewsletter(id: Identifier): Promise<{ message: string }>
  sendNewsletter(id: Identifier): Promise<{ status: string }>
  subscriberProof(id: Identifier): Promise<unknown>
  // One person's data, by address (admins only).
  person(email: string): Promise<PersonalData>
  exportPerson(email: string): Promise<PersonalData & { exportedAt: string }>
  erasePerson(email: string): Promise<void>
  exportCsv(resource: string, params: ExportParams): Promise<string>
  reviewTeacher(
    id: Identifier,
    decision: "approve" | "reject"
  ): Promise<unknown>
}

// The API speaks ra-data-simple-rest's dialect under /api/admin, so the stock provider
// does all the work; the client only adds the administrator's bearer token. Errors keep the
// server's `{ message }` (fetchJson puts it on the HttpError), and a 401 reaches
// authProvider.checkError, which ends the session.
export function createDataProvider(baseUrl = apiUrl): PanelDataProvider {
  const httpClient = (url: string, options: fetchUtils.Options = {}) => {
    const token = storedToken()
    return fetchUtils.fetchJson(url, {
      ...options,
      user: token
        ? { authenticated: true, token: `Bearer ${token}` }
        : undefined,
    })
  }
  const rest = withMe(
    simpleRestProvider(`${baseUrl}/api/admin`, httpClient),
    baseUrl
  )
  // An image file goes as the request's body; the server reads what it is from its content.
  const uploadImage = async (file: File) => {
    const { json } = await httpClient(`${baseUrl}/api/admin/uploads`, {
      method: "POST",
      body: file,
      headers: new Headers({
        "Content-Type": file.type || "application/octet-stream",
      }),
    })
    return json.url as string
  }
  const call = async (method: "GET" | "POST", path: string, body?: unknown) =>
    (
      await httpClient(`${baseUrl}/api/admin${path}`, {
        method,
        ...(body !== undefined && { body: JSON.stringify(body) }),
      })
    ).json
  const publish = async (method: "GET" | "POST") =>
    (await httpClient(`${baseUrl}/api/admin/publish`, { method }))
      .json as PublishStatus
  return {
    ...withImageUploads(rest, uploadImage),
    publishStatus: () => publish("GET"),
    publishNow: () => publish("POST"),
    notificationStatus: () =>
      httpClient(`${baseUrl}/api/admin/notifications`).then(({ json }) => json),
    resendNotification: (resource, id) =>
      httpClient(
        `${baseUrl}/api/admin/${resource}/${encodeURIComponent(id)}/notification`,
        { method: "POST" }
      ).then(({ json }) => json),
    newsletterItems: () => call("GET", "/newsletters/items"),
    previewNewsletter: (input) => call("POST", "/newsletters/preview", input),
    newsletterPreview: (id) =>
      call("GET", `/newsletters/${encodeURIComponent(id)}/preview`),
    testNewsletter: (id) =>
      call("POST", `/newsletters/${encodeURIComponent(id)}/test`),
    sendNewsletter: (id) =>
      call("POST", `/newsletters/${encodeURIComponent(id)}/send`),
    subscriberProof: (id) =>
      call("GET", `/subscribers/${encodeURIComponent(id)}/proof`),
    person: (email) =>
      call("GET", `/people?email=${encodeURIComponent(email)}`),
    exportPerson: (email) =>
      call("GET", `/people/export?email=${encodeURIComponent(email)}`),
    erasePerson: async (email) => {
      await httpClient(
        `${baseUrl}/api/admin/people?email=${encodeURIComponent(email)}`,
        { method: "DELETE" }
      )
    },
    exportCsv: (resource, { filter, sort }) =>
      httpClient(
        `${baseUrl}/api/admin/${resource}/export?${new URLSearchParams({
          filter: JSON.stringify(filter),
          sort: JSON.stringify([sort.field, sort.order]),
        })}`,
        { headers: new Headers({ Accept: "text/csv" }) }
      ).then(({ body }) => body),
    reviewTeacher: (id, decision) =>
      httpClient(
        `${baseUrl}/api/admin/teachers/${encodeURIComponent(id)}/${decision}`,
        { method: "POST" }
      ).then(({ json }) => json),
  }
}

export default createDataProvider()

// One's own account, `me`, as a record react-admin can show and edit (GET and PUT
// /api/admin/me, no id in the path): a teacher's profile form is then a plain Edit view.
const PROFILE_FIELDS = ["name", "photo", "subject", "bio"]

function withMe(provider: DataProvider, baseUrl: string): DataProvider {
  return {
    ...provider,
    getOne: (resource, params) =>
      resource === "me" ? meCall("GET") : provider.getOne(resource, params),
    update: (resource, params) =>
      resource === "me"
        ? meCall(
            "PUT",
            Object.fromEntries(
              PROFILE_FIELDS.filter((field) => field in params.data).map(
                (field) => [field, params.data[field] ?? ""]
              )
            )
          )
        : provider.update(resource, params),
  }

  async function meCall(method: "GET" | "PUT", body?: object) {
    const token = storedToken()
    const { json } = await fetchUtils.fetchJson(`${baseUrl}/api/admin/me`, {
      method,
      body: body && JSON.stringify(body),
      user: token
        ? { authenticated: true, token: `Bearer ${token}` }
        : undefined,
    })
    return { data: { ...json, id: "me" } } as never
  }
}
