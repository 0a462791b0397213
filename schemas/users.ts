import { Type, type Static } from "@sinclair/typebox"
import { Email } from "./common"

// The staff accounts (GET, POST and PUT /api/admin/users, an administrator's) and the staff an
// enquiry can be assigned to (GET /api/admin/assignees).

export const StaffRole = Type.Unsafe<"admin" | "editor">({
  type: "string",
  enum: ["admin", "editor"],
})
export type StaffRole = Static<typeof StaffRole>

export const User = Type.Object({
  id: Type.String(),
  email: Type.String(),
  role: StaffRole,
  disabled: Type.Boolean(),
  status: Type.Unsafe<"invited" | "active">({
    type: "string",
    enum: ["invited", "active"],
  }),
  invitedBy: Type.Unsafe<string | null>({ type: ["string", "null"] }),
  invitedAt: Type.Unsafe<string | null>({ type: ["string", "null"] }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
})
export type User = Static<typeof User>

export const Invitation = Type.Object(
  { email: Email, role: StaffRole },
  { additionalProperties: false }
)

// react-admin sends the record back whole: only role and disabled are taken from it.
export const UserUpdate = Type.Object(
  { role: Type.Optional(StaffRole), disabled: Type.Optional(Type.Boolean()) },
  { additionalProperties: false }
)

export const Assignee = Type.Object({ id: Type.String(), email: Type.String() })
export type Assignee = Static<typeof Assignee>
