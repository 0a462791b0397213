import {
  fetchUtils,
  HttpError,
  type DataProvider,
  type GetListParams,
  type Identifier,
  type RaRecord,
} from "react-admin"
import simpleRestProvider from "ra-data-simple-rest"
import type { Static } from "@sinclair/typebox"
import { apiUrl, storedToken } from "../api-client"
import type { PublishStatus, Release } from "../schemas/publishing"
import type {
  Card,
  ConsentProof,
  Newsletter,
  NewsletterInput,
  PersonalData,
  PersonalDataExport,
  RenderedEmail,
} from "../schemas/newsletter"
import type { NewPreviewLink, PreviewLink } from "../schemas/previews"
import type { Revision } from "../schemas/editorial"
import type {
  NotificationQueued,
  NotificationStatus,
} from "../schemas/notifications"
import type { Message } from "../schemas/common"
import type { Me } from "../schemas/auth"
import type { BackupStatus } from "../schemas/backups"
import { PROFILE_FIELDS } from "../schemas/content"
import { withImageUploads, withUploadsDone } from "./uploads"
import type { MediaItem } from "./media/types"
import { sendFile, type Progress } from "./media/sendFile"

export type NotifiedResource = "contacts" | "teachers"

// A list as the server exports it: CSV of every page, as filtered and sorted, the export audited.
export interface ExportParams {
  filter: Record<string, unknown>
  sort: { field: string; order: "ASC" | "DESC" }
}

// Beyond the REST dialect, the panel's calls about publishing and about enquiry e-mails, as
// react-admin's docs advise for calls of one's own: methods on the data provider, so they share
// its token and error handling. Trash and Releases are resources of the panel too (lists with
// react-admin's own views), read here from the API's plain arrays.
export type PanelDataProvider = DataProvider & {
  publishStatus(): Promise<PublishStatus>
  publishNow(): Promise<PublishStatus>
  resume(): Promise<PublishStatus>
  publish(resource: string, id: Identifier): Promise<RaRecord>
  unpublish(resource: string, id: Identifier): Promise<RaRecord>
  // A preview link for a saved draft, or for a form's values (unsaved, or not a record yet).
  preview(
    resource: string,
    id: Identifier | null,
    data?: Record<string, unknown>
  ): Promise<NewPreviewLink>
  // A record's live preview links, and revoking one (it opens nothing from then on).
  previewLinks(resource: string, id: Identifier): Promise<PreviewLink[]>
  revokePreview(id: Identifier): Promise<void>
  revisions(resource: string, id: Identifier): Promise<Revision[]>
  restoreRevision(
    resource: string,
    id: Identifier,
    revision: number
  ): Promise<RaRecord>
  restoreFromTrash(entryId: Identifier): Promise<RaRecord>
  restoreRelease(id: Identifier): Promise<Release>
  emptyTrash(): Promise<void>
  notificationStatus(): Promise<NotificationStatus>
  // The daily backups' state, for an administrator's dashboard (docs/operations.md).
  backupStatus(): Promise<BackupStatus>
  resendNotification(
    resource: NotifiedResource,
    id: Identifier
  ): Promise<NotificationQueued>
  // The newsletter (docs/newsletter.md): what an issue may show, its e-mail, a test and the send.
  newsletterItems(): Promise<Card[]>
  previewNewsletter(input: NewsletterInput): Promise<RenderedEmail>
  newsletterPreview(id: Identifier): Promise<RenderedEmail>
  testNewsletter(id: Identifier): Promise<Message>
  sendNewsletter(id: Identifier): Promise<Newsletter>
  subscriberProof(id: Identifier): Promise<ConsentProof>
  // One person's data, by address (admins only).
  person(email: string): Promise<PersonalData>
  exportPerson(email: string): Promise<PersonalDataExport>
  erasePerson(email: string): Promise<void>
  exportCsv(resource: string, params: ExportParams): Promise<string>
  reviewTeacher(
    id: Identifier,
    decision: "approve" | "reject"
  ): Promise<unknown>
  // A teacher's own change of their profile, waiting for staff.
  reviewTeacherProfile(
    id: Identifier,
    decision: "approve" | "reject"
  ): Promise<unknown>
  // The media library: a file as a new item (its alt text if known), new bytes for an item (a new
  // address, rewritten wherever it is used), and an image elsewhere, by its https address. A
  // refused upload rejects with an UploadError (its status, and a 429's Retry-After).
  uploadMedia(
    file: File,
    options?: { alt?: string; onProgress?: Progress }
  ): Promise<MediaItem>
  replaceMediaFile(
    id: Identifier,
    file: File,
    onProgress?: Progress
  ): Promise<MediaItem>
  addMediaAddress(url: string, alt: string): Promise<MediaItem>
  // A site page whose shipped file changed under an edit: an administrator keeps the edit or
  // takes the shipped file.
  siteFileShipped(id: Identifier, keep: "edit" | "shipped"): Promise<RaRecord>
}

// The API speaks ra-data-simple-rest's dialect under /api/admin, so the stock provider
// does all the work; the client only adds the administrator's bearer token. Errors keep the
// server's `{ message }` (fetchJson puts it on the HttpError), and a 401 reaches
// authProvider.checkError, which ends the session.
export function createDataProvider(baseUrl = apiUrl): PanelDataProvider {
  const httpClient = (url: string, options: fetchUtils.Options = {}) => {
    const token = storedToken()
    return fetchUtils
      .fetchJson(url, {
        ...options,
        user: token
          ? { authenticated: true, token: `Bearer ${token}` }
          : undefined,
      })
      .catch(withFieldError)
  }
  const rest = withMe(
    withAutosave(
      simpleRestProvider(`${baseUrl}/api/admin`, httpClient),
      httpClient,
      `${baseUrl}/api/admin`
    ),
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
  // A POST always carries a JSON body ({} when it has nothing to say) and a DELETE none, sent as
  // text/plain as ra-data-simple-rest does: an empty body labelled JSON is refused.
  const call = async <T>(path: string, method = "GET", body?: unknown) =>
    (
      await httpClient(
        `${baseUrl}/api/admin${path}`,
        method === "GET"
          ? {}
          : method === "DELETE"
            ? { method, headers: new Headers({ "Content-Type": "text/plain" }) }
            : { method, body: JSON.stringify(body ?? {}) }
      )
    ).json as T
  const record = (resource: string, id: Identifier) =>
    `/${resource}/${encodeURIComponent(id)}`
  // Trash lists every resource's deleted records: an entry is named by both, "blogs:0190…".
  const trashPath = (entryId: Identifier) =>
    `/trash/${String(entryId).split(":").map(encodeURIComponent).join("/")}`
  const editorial = withImageUploads(rest, uploadImage)
  const lists: Record<string, () => Promise<RaRecord[]>> = {
    trash: async () =>
      (await call<Array<RaRecord & { resource: string }>>("/trash")).map(
        (entry) => ({
          ...entry,
          recordId: entry.id,
          id: `${entry.resource}:${entry.id}`,
        })
      ),
    releases: () => call<RaRecord[]>("/releases"),
  }
  return {
    ...editorial,
    getList: (async (resource: string, params: GetListParams) =>
      lists[resource]
        ? pageOf(await lists[resource](), params)
        : editorial.getList(resource, params)) as DataProvider["getList"],
    delete: (async (resource, params) => {
      if (resource !== "trash") return editorial.delete(resource, params)
      await call(trashPath(params.id), "DELETE")
      return { data: params.previousData }
    }) as DataProvider["delete"],
    deleteMany: async (resource, params) => {
      if (resource !== "trash") return editorial.deleteMany(resource, params)
      for (const id of params.ids) await call(trashPath(id), "DELETE")
      return { data: params.ids }
    },
    publishStatus: () => call("/publish"),
    publishNow: () => call("/publish", "POST"),
    resume: () => call("/publish/resume", "POST"),
    publish: (resource, id) => call(`${record(resource, id)}/publish`, "POST"),
    unpublish: (resource, id) =>
      call(`${record(resource, id)}/unpublish`, "POST"),
    // An image dropped into the form and not saved yet is uploaded first, so the preview shows it.
    // A site page's unsaved text goes as `{text}`, its preview's body.
    preview: async (resource, id, data) =>
      call(
        id === null
          ? `/${resource}/preview`
          : `${record(resource, id)}/preview`,
        "POST",
        data === undefined
          ? {}
          : resource === "site-files"
            ? data
            : { data: await withUploadsDone(data, uploadImage) }
      ),
    previewLinks: (resource, id) => call(`${record(resource, id)}/previews`),
    revokePreview: async (id) => {
      await call(`/previews/${encodeURIComponent(id)}`, "DELETE")
    },
    revisions: (resource, id) => call(`${record(resource, id)}/revisions`),
    restoreRevision: (resource, id, revision) =>
      call(`${record(resource, id)}/revisions/${revision}/restore`, "POST"),
    restoreFromTrash: (entryId) =>
      call(`${trashPath(entryId)}/restore`, "POST"),
    emptyTrash: () => call("/trash", "DELETE"),
    restoreRelease: (id) =>
      call(`/releases/${encodeURIComponent(id)}/restore`, "POST"),
    notificationStatus: () =>
      httpClient(`${baseUrl}/api/admin/notifications`).then(({ json }) => json),
    backupStatus: () =>
      httpClient(`${baseUrl}/api/admin/backups/status`).then(
        ({ json }) => json
      ),
    resendNotification: (resource, id) =>
      httpClient(
        `${baseUrl}/api/admin/${resource}/${encodeURIComponent(id)}/notification`,
        { method: "POST" }
      ).then(({ json }) => json),
    newsletterItems: () => call("/newsletters/items"),
    previewNewsletter: (input) => call("/newsletters/preview", "POST", input),
    newsletterPreview: (id) =>
      call(`/newsletters/${encodeURIComponent(id)}/preview`),
    testNewsletter: (id) =>
      call(`/newsletters/${encodeURIComponent(id)}/test`, "POST"),
    sendNewsletter: (id) =>
      call(`/newsletters/${encodeURIComponent(id)}/send`, "POST"),
    subscriberProof: (id) =>
      call(`/subscribers/${encodeURIComponent(id)}/proof`),
    person: (email) => call(`/people?email=${encodeURIComponent(email)}`),
    exportPerson: (email) =>
      call(`/people/export?email=${encodeURIComponent(email)}`),
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
    reviewTeacherProfile: (id, decision) =>
      httpClient(
        `${baseUrl}/api/admin/teachers/${encodeURIComponent(id)}/profile/${decision}`,
        { method: "POST" }
      ).then(({ json }) => json),
    uploadMedia: (file, { alt, onProgress } = {}) =>
      sendFile(
        `${baseUrl}/api/admin/media?${new URLSearchParams({
          name: file.name,
          ...(alt && { alt }),
        })}`,
        "POST",
        file,
        onProgress
      ),
    replaceMediaFile: (id, file, onProgress) =>
      sendFile(
        `${baseUrl}/api/admin/media/${encodeURIComponent(id)}/file?${new URLSearchParams({ name: file.name })}`,
        "PUT",
        file,
        onProgress
      ),
    addMediaAddress: (url, alt) => call("/media", "POST", { url, alt }),
    siteFileShipped: (id, keep) =>
      call(`${record("site-files", id)}/shipped`, "POST", { keep }),
  }
}

export default createDataProvider()

// A page of a list the API answers whole (Trash, Releases): sorted and cut here.
function pageOf(all: RaRecord[], { sort, pagination }: GetListParams) {
  const sorted = sort?.field
    ? [...all].sort((a, b) => {
        const x = String(a[sort.field] ?? "")
        const y = String(b[sort.field] ?? "")
        return (x < y ? -1 : x > y ? 1 : 0) * (sort.order === "ASC" ? 1 : -1)
      })
    : all
  const { page = 1, perPage = sorted.length } = pagination ?? {}
  return {
    data: sorted.slice((page - 1) * perPage, page * perPage),
    total: sorted.length,
  }
}

// A draft that saved itself (`meta: { autosave: true }`, admin/editorial/Autosave.tsx) goes as the
// same PUT as a save, marked `?autosave=1`: the server folds the autosaves of ten minutes into one
// revision and one audit entry. Its body, the version included, is a save's.
function withAutosave(
  provider: DataProvider,
  httpClient: (
    url: string,
    options?: fetchUtils.Options
  ) => Promise<{ json: unknown }>,
  apiBase: string
): DataProvider {
  return {
    ...provider,
    update: async (resource, params) => {
      if (!params.meta?.autosave) return provider.update(resource, params)
      const { json } = await httpClient(
        `${apiBase}/${resource}/${encodeURIComponent(params.id)}?autosave=1`,
        { method: "PUT", body: JSON.stringify(params.data) }
      )
      return { data: json } as never
    },
  }
}

// One's own account, `me`, as a record react-admin can show and edit (GET and PUT
// /api/admin/me, no id in the path): a teacher's profile form is then a plain Edit view. The form
// shows a change still waiting for review (pendingProfile) over the approved profile, so a
// further save keeps it rather than sending the approved words back.

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
    const me = json as Static<typeof Me>
    return { data: { ...me, ...me.pendingProfile, id: "me" } } as never
  }
}

// A refusal naming a page's address or snippet field ("slug … is already the address of another
// record", 400 or 409) is shown under that field: react-admin's forms read `body.errors`.
const FIELD_REFUSED = /^(slug|seoTitle|seoDescription|socialImage|author)\b/
function withFieldError(error: unknown): never {
  const field =
    error instanceof HttpError && [400, 409].includes(error.status)
      ? FIELD_REFUSED.exec(error.message)?.[1]
      : undefined
  if (field && error instanceof HttpError)
    throw new HttpError(error.message, error.status, {
      ...(error.body as object),
      errors: { [field]: error.message },
    })
  throw error
}
