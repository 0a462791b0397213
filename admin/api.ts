// The panel's only calls outside the data provider: login, logout, the password change and teacher
// registration.
// GATSBY_API_URL is compiled in by Gatsby (CONTRACT: an API on another origin); empty means the API
// answers on the panel's own origin. window.__API_URL__ overrides it as in src/lib/api.ts.
export const apiUrl = (
  (typeof window !== "undefined" && window.__API_URL__) ||
  process.env.GATSBY_API_URL ||
  ""
).replace(/\/+$/, "")

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number
  ) {
    super(message)
    this.name = "ApiError"
  }
}

// Every API error is `{ message }` (CONTRACT), so the thrown error carries the server's own words;
// an unreachable server gets an i18n key instead, translated by the screen that shows it.
export function postJson<T>(
  path: string,
  body: unknown,
  baseUrl = apiUrl
): Promise<T> {
  return sendJson<T>("POST", path, body, { baseUrl })
}

export async function sendJson<T>(
  method: "POST" | "PUT",
  path: string,
  body: unknown,
  { baseUrl = apiUrl, token }: { baseUrl?: string; token?: string | null } = {}
): Promise<T> {
  let response: Response
  try {
    response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    throw new ApiError("admin.error.network", 0)
  }
  const json =
    response.status === 204 ? null : await response.json().catch(() => null)
  if (!response.ok) {
    throw new ApiError(
      json?.message || response.statusText || "admin.error.unknown",
      response.status
    )
  }
  return json as T
}
