// The site's only HTTP client (STYLE.md). The API lives on the same origin unless the build sets
// GATSBY_API_URL (a site on a CDN, the API elsewhere); webpack inlines the value at build time.
// window.__API_URL__, when a script defines it before the page's own, points a built site at
// another API origin: e2e/cross-origin.spec.ts does so rather than building the site twice.
const baseUrl = (
  (typeof window !== "undefined" && window.__API_URL__) ||
  process.env.GATSBY_API_URL ||
  ""
).replace(/\/+$/, "")

declare global {
  interface Window {
    __API_URL__?: string
  }
}

// The admin panel keeps its token under this key (admin/authProvider.ts); the spec's read calls
// send it when there is one.
const TOKEN_KEY = "token"

export type Status = "idle" | "loading" | "succeeded" | "failed"

export type Contact = {
  id: string
  _id: string
  name: string | null
  email: string
  countryCode: string | null
  number: string | null
  reason: string | null
  message: string | null
  source: string
  createdAt: string
}

export type ContactUpload = {
  name: string
  email: string
  countryCode?: string
  number: string
  reason: string
  message: string
  source: "session" | "rfq"
  // The honeypot: sent only when something filled it, which no person does.
  website?: string
}

export type Programme = {
  id: string
  Name: string
  Image: string
  description: string
}

export type Blog = {
  id: string
  title: string
  excerpt: string | null
  content: string
  image: string | null
  category: string | null
  createdAt: string
}

export type ContactResponse = { Contact: Contact; message: string }

/** A failed call, carrying the server's `message` or a plain-language one, and the HTTP status (0 offline). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number
  ) {
    super(message)
    this.name = "ApiError"
  }
}

export const offlineMessage =
  "We could not reach our server. Please check your connection and try again."
const serverFault =
  "Something went wrong on our side. Please try again in a few minutes."
const byStatus: Record<number, string> = {
  404: "We could not find what you asked for.",
  413: "Your message is too long to send. Please shorten it and try again.",
  429: "Too many requests in a short time. Please wait a minute and try again.",
}

function fallbackMessage(status: number) {
  if (status === 0) return offlineMessage
  if (status >= 500) return serverFault
  return (
    byStatus[status] ??
    "Your request could not be completed. Please check the form and try again."
  )
}

type RequestOptions = {
  method?: "GET" | "POST"
  body?: unknown
  auth?: boolean
}

async function request<T>(
  path: string,
  { method = "GET", body, auth = false }: RequestOptions = {}
): Promise<T> {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    Accept: "application/json",
  }
  const token =
    auth && typeof localStorage !== "undefined"
      ? localStorage.getItem(TOKEN_KEY)
      : null
  if (token) headers.Authorization = `Bearer ${token}`
  let response: Response
  try {
    response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    throw new ApiError(fallbackMessage(0), 0)
  }
  const payload = await response.json().catch(() => null)
  if (!response.ok) {
    const message =
      typeof payload?.message === "string" && payload.message.trim()
        ? payload.message
        : null
    throw new ApiError(
      message ?? fallbackMessage(response.status),
      response.status
    )
  }
  return payload as T
}

const segment = (value: string) => encodeURIComponent(value)

// The spec's public reads (section 7), with the server's spelling of each name.
export const listReads = {
  banners: "getallBanner",
  stories: "getallStory",
  templates: "getallTemplate",
  programmes: "getallProgramme",
  team: "getallTeam",
  events: "getallEvent",
  news: "getallNews",
  blogs: "getAllBlog",
  courses: "getallCrouse",
} as const

export const api = {
  sendContact: (brand: string, body: ContactUpload) =>
    request<ContactResponse>(`/api/v1/${segment(brand)}/contact/upload`, {
      method: "POST",
      body,
    }),
  subscribe: (brand: string, email: string) =>
    request<ContactResponse>(`/api/v1/${segment(brand)}/newsletter/upload`, {
      method: "POST",
      body: { email },
    }),
  list: <T = unknown>(name: keyof typeof listReads) =>
    request<{ data: T[] }>(`/api/v1/admin/${listReads[name]}`, { auth: true }),
  // The single reads go without a token (SPEC section 6).
  programme: (id: string) =>
    request<{ data: Programme }>(
      `/api/v1/admin/getsingleProgramme/${segment(id)}`
    ),
  blog: (id: string) =>
    request<{ data: Blog }>(`/api/v1/admin/getSingleblog/${segment(id)}`),
}

export const errorMessage = (error: unknown) =>
  error instanceof ApiError ? error.message : serverFault
