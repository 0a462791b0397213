import { ApiError, request } from "../../api-client"

// The site's calls to the API (the only module of the site that fetches), with the words a visitor
// sees when a call fails without a message from the server. The client itself, shared with the
// admin panel, is api-client/.
export { ApiError }

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

const call = <T>(
  path: string,
  options: { method?: "POST"; body?: unknown; auth?: boolean } = {}
) => request<T>(path, { ...options, fallback: fallbackMessage })

const segment = (value: string) => encodeURIComponent(value)

// The public reads (docs/api.md), with the server's spelling of each name.
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
    call<ContactResponse>(`/api/v1/${segment(brand)}/contact/upload`, {
      method: "POST",
      body,
    }),
  subscribe: (brand: string, email: string) =>
    call<ContactResponse>(`/api/v1/${segment(brand)}/newsletter/upload`, {
      method: "POST",
      body: { email },
    }),
  list: <T = unknown>(name: keyof typeof listReads) =>
    call<{ data: T[] }>(`/api/v1/admin/${listReads[name]}`, { auth: true }),
  // The single reads are public and go without a token.
  programme: (id: string) =>
    call<{ data: Programme }>(
      `/api/v1/admin/getsingleProgramme/${segment(id)}`
    ),
  blog: (id: string) =>
    call<{ data: Blog }>(`/api/v1/admin/getSingleblog/${segment(id)}`),
}

export const errorMessage = (error: unknown) =>
  error instanceof ApiError ? error.message : serverFault
