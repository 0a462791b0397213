// The one HTTP client of the browser code: the site (src/lib/api.ts) and the admin panel
// (admin/authProvider.ts, admin/dataProvider.ts) both call the API through it. The API lives on
// the page's own origin unless the build sets GATSBY_API_URL (a site on a CDN, the API elsewhere);
// Gatsby's webpack inlines the value at build time. window.__API_URL__, when a script defines it
// before the page's own, points a built site at another API origin: e2e/cross-origin.spec.ts does
// so rather than building the site twice.
export const apiUrl = (
  (typeof window !== "undefined" && window.__API_URL__) ||
  process.env.GATSBY_API_URL ||
  ""
).replace(/\/+$/, "")

declare global {
  interface Window {
    __API_URL__?: string
  }
}

// The keys the login leaves in local storage, named after the login answer's fields; the site's
// read calls send the token when there is one.
export const TOKEN_KEY = "token"
export const ID_KEY = "_id"

/**
 * A failed call: the server's `message` (every API error is `{ message }`), or the
 * caller's fallback for the status when there is none, and the HTTP status (0 when unreachable).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number
  ) {
    super(message)
    this.name = "ApiError"
  }
}

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT"
  body?: unknown
  /** Sends the stored administrator's token, if any, as a bearer token. */
  auth?: boolean
  /** Sends this token instead (a call made while the stored one is being replaced or dropped). */
  token?: string | null
  /** What to say when the server gives no message: the site and the panel word it differently. */
  fallback?: (status: number) => string
  baseUrl?: string
}

/** A JSON call to the API; resolves with the response body, rejects with an `ApiError`. */
export async function request<T>(
  path: string,
  {
    method = "GET",
    body,
    auth = false,
    token = auth ? storedToken() : null,
    fallback = () => "The request failed.",
    baseUrl = apiUrl,
  }: RequestOptions = {}
): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" }
  if (body !== undefined) headers["Content-Type"] = "application/json"
  if (token) headers.Authorization = `Bearer ${token}`
  let response: Response
  try {
    response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    throw new ApiError(fallback(0), 0)
  }
  const payload =
    response.status === 204 ? null : await response.json().catch(() => null)
  if (!response.ok) {
    const message =
      typeof payload?.message === "string" ? payload.message.trim() : ""
    throw new ApiError(message || fallback(response.status), response.status)
  }
  return payload as T
}

/** The administrator's token, or null (none stored, or no storage: a server render, a test). */
export function storedToken(): string | null {
  return typeof localStorage === "undefined"
    ? null
    : localStorage.getItem(TOKEN_KEY)
}
