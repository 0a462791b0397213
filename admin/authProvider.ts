import type { Static } from "@sinclair/typebox"
import type { AuthProvider } from "react-admin"
import type {
  LoginResponse as LoginResponseSchema,
  Me as MeSchema,
} from "../schemas/auth"
import { apiUrl, ID_KEY, request, TOKEN_KEY } from "../api-client"
import { can, ownerField } from "../schemas/permissions"
import type { Role } from "../schemas/roles"

// The login keeps two keys in local storage, `token` and `_id`, named after the login answer's
// fields; nothing else is kept. The site reads the token under the same key (api-client/).
export { ID_KEY, TOKEN_KEY }

/** What the panel says when the server gives no message: an i18n key, translated where shown. */
export const errorKey = (status: number) =>
  status === 0 ? "admin.error.network" : "admin.error.unknown"

export type LoginResponse = Static<typeof LoginResponseSchema>

// GET /api/admin/me: who is signed in, and a teacher's profile.
export type Me = Static<typeof MeSchema>

export interface PanelAuthProvider extends AuthProvider {
  // Why the administrator landed on the login screen (an expired or rejected token), shown there
  // in place rather than in a passing toast; it stays until the next successful login, since
  // react-admin may mount the login screen more than once on its way there.
  sessionNotice: () => string | null
  // Keeps a new token (a password change, an accepted invitation) and the role it came with.
  keepSession: (answer: Pick<LoginResponse, "token" | "_id" | "role">) => void
}

// What each role may do is the server's (schemas/permissions.ts, read by every admin route); the
// panel asks the same table through canAccess, so a menu entry or a button shows only when the
// server would take the call. The role is the login answer's; after a reload it is read once from
// /api/admin/me (the account as it is now, so a role changed since the sign-in shows), falling
// back to the token's own claim when the server cannot be asked. A 403 means it changed since, so
// it is read again.
export function createAuthProvider(baseUrl = apiUrl): PanelAuthProvider {
  let notice: string | null = null
  let role: Role | null = null
  let me: Promise<Me> | null = null

  const endSession = () => {
    notice = "admin.auth.session_expired"
    role = null
    me = null
    // `message: false` keeps react-admin from adding a toast: the login screen says it instead.
    return Promise.reject({ message: false })
  }
  const currentRole = () =>
    role ?? claims(localStorage.getItem(TOKEN_KEY))?.role ?? null
  const readMe = () =>
    (me ??= request<Me>("/api/admin/me", {
      auth: true,
      fallback: errorKey,
      baseUrl,
    }).then(
      (answer) => {
        role = answer.role
        return answer
      },
      (error) => {
        me = null
        throw error
      }
    ))

  const keepSession: PanelAuthProvider["keepSession"] = ({
    token,
    _id,
    role: given,
  }) => {
    localStorage.setItem(TOKEN_KEY, token)
    localStorage.setItem(ID_KEY, _id)
    role = given
    me = null
  }

  return {
    async login({ email, password }: { email: string; password: string }) {
      const answer = await request<LoginResponse>("/api/admin/auth/login", {
        method: "POST",
        body: { email, password },
        fallback: errorKey,
        baseUrl,
      })
      keepSession(answer)
      notice = null
      return { message: answer.message }
    },
    keepSession,
    // The server revokes the token, so a copy of it is refused from then on. The panel forgets it
    // whatever the server answers: an expired token or a server that is down still logs out here.
    async logout() {
      const token = localStorage.getItem(TOKEN_KEY)
      localStorage.removeItem(TOKEN_KEY)
      localStorage.removeItem(ID_KEY)
      role = null
      me = null
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
      // A call sent with a token that was replaced meanwhile (a password change hands this tab a
      // new one and ends the old) is refused after it: the session goes on with the kept token.
      // Only a refusal of the token kept now ends it: the account is read again with that one.
      if (error?.status === 401) {
        me = null
        return readMe().then(() => undefined, endSession)
      }
      // Refused: the role may have changed since the sign-in; what the panel shows follows it.
      if (error?.status === 403) {
        me = null
        await readMe().catch(() => {})
      }
    },
    async getIdentity() {
      const id = localStorage.getItem(ID_KEY) ?? ""
      try {
        const { name, email, photo } = await readMe()
        return { id, fullName: name || email, avatar: photo || undefined }
      } catch {
        return { id }
      }
    },
    async getPermissions() {
      return currentRole()
    },
    async canAccess({ resource, action, record }) {
      const current = await currentRole()
      if (!can(current, resource, action)) return false
      // A teacher's own records only (the server answers 404 for any other).
      const field = current && ownerField(current, resource)
      return !field || !record || record[field] === localStorage.getItem(ID_KEY)
    },
    sessionNotice() {
      return notice
    },
  }
}

export default createAuthProvider()

function claims(token: string | null): { exp?: number; role?: Role } | null {
  if (!token) return null
  try {
    const payload = token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/")
    return JSON.parse(atob(payload))
  } catch {
    return null
  }
}

// Reading `exp` saves a round trip that would only end in a 401; a token it cannot read is left for
// the server to judge.
function isExpired(token: string) {
  const exp = claims(token)?.exp
  return typeof exp === "number" && exp * 1000 <= Date.now()
}
