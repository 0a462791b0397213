import type { AuthProvider } from "react-admin"
import { apiUrl, ID_KEY, request, TOKEN_KEY } from "../api-client"

// The login keeps two keys in local storage, `token` and `_id`, named after the login answer's
// fields; nothing else is kept. The site reads the token under the same key (api-client/).
export { ID_KEY, TOKEN_KEY }

/** What the panel says when the server gives no message: an i18n key, translated where shown. */
export const errorKey = (status: number) =>
  status === 0 ? "admin.error.network" : "admin.error.unknown"

export interface LoginResponse {
  token: string
  _id: string
  message: string
}

export interface PanelAuthProvider extends AuthProvider {
  // Why the administrator landed on the login screen (an expired or rejected token), shown there
  // in place rather than in a passing toast; it stays until the next successful login, since
  // react-admin may mount the login screen more than once on its way there.
  sessionNotice: () => string | null
}

export function createAuthProvider(baseUrl = apiUrl): PanelAuthProvider {
  let notice: string | null = null

  const endSession = () => {
    notice = "admin.auth.session_expired"
    // `message: false` keeps react-admin from adding a toast: the login screen says it instead.
    return Promise.reject({ message: false })
  }

  return {
    async login({ email, password }: { email: string; password: string }) {
      const { token, _id, message } = await request<LoginResponse>(
        "/api/admin/auth/login",
        {
          method: "POST",
          body: { email, password },
          fallback: errorKey,
          baseUrl,
        }
      )
      localStorage.setItem(TOKEN_KEY, token)
      localStorage.setItem(ID_KEY, _id)
      notice = null
      return { message }
    },
    // The server revokes the token, so a copy of it is refused from then on. The panel forgets it
    // whatever the server answers: an expired token or a server that is down still logs out here.
    async logout() {
      const token = localStorage.getItem(TOKEN_KEY)
      localStorage.removeItem(TOKEN_KEY)
      localStorage.removeItem(ID_KEY)
      if (token) {
        await request("/api/admin/auth/logout", {
          method: "POST",
          token,
          fallback: errorKey,
          baseUrl,
        }).catch(() => {})
      }
    },
    async checkAuth() {
      const token = localStorage.getItem(TOKEN_KEY)
      if (!token) return Promise.reject({ message: false })
      if (isExpired(token)) return endSession()
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) return endSession()
    },
    async getIdentity() {
      return { id: localStorage.getItem(ID_KEY) ?? "" }
    },
    async getPermissions() {
      return undefined
    },
    sessionNotice() {
      return notice
    },
  }
}

export default createAuthProvider()

// Reading `exp` saves a round trip that would only end in a 401; a token it cannot read is left for
// the server to judge.
function isExpired(token: string) {
  try {
    const payload = token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/")
    const { exp } = JSON.parse(atob(payload))
    return typeof exp === "number" && exp * 1000 <= Date.now()
  } catch {
    return false
  }
}
