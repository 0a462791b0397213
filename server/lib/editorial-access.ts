import type { ResourceName } from "../../schemas/content"
import { STAFF, type Role } from "../../schemas/roles"

// Who may call each route of the nine resources the site shows, in one place: every route of
// the workflow asks here with its resource and what it does. Administrators and editors may do
// everything; a role that may do less (a teacher with the Academy's courses, say) is added here,
// per resource and action, and every route follows.
export type EditorialAction =
  | "list"
  | "read"
  | "create"
  | "update"
  | "delete"
  | "publish"
  | "revisions"
  | "preview"

export function editorialRoles(
  _resource: ResourceName,
  _action: EditorialAction
): readonly Role[] {
  return STAFF
}

// Trash, releases, Publish now and resume span every resource: staff only.
export const TRASH_ROLES = STAFF
export const RELEASE_ROLES = STAFF
