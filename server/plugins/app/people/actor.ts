import type { Role } from "../../../../schemas/roles"

// Who is making a request to the panel's API, as the routes, the audit trail and the revisions
// see them; set by `authenticate` (auth.ts).
export interface Actor {
  id: string
  email: string
  role: Role
  ip: string
}
