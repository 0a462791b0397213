import { ADMIN_ONLY, EVERYONE, STAFF, type Role } from "./roles"

// Who may do what, in one table: every admin route takes its `config.roles` from `rolesFor`
// (checked in server/routes/api/admin/autohooks.ts), and the panel's authProvider.canAccess reads
// `can`, so a menu entry or a button shows exactly when the server would take the call. The
// actions are react-admin's (list, show, create, edit, delete, export) and the panel's own.
// Browser-safe: nothing here touches Node.

export type Action =
  | "list"
  | "show"
  | "create"
  | "edit"
  | "delete"
  | "export"
  | "publish"
  | "revisions"
  | "preview"
  | "approve"
  | "reconcile"

type Rules = Partial<Record<Action, readonly Role[]>>

// The nine resources the site shows: staff do everything with them.
const content: Rules = {
  list: STAFF,
  show: STAFF,
  create: STAFF,
  edit: STAFF,
  delete: STAFF,
  export: STAFF,
  publish: STAFF,
  revisions: STAFF,
  preview: STAFF,
}

export const PERMISSIONS = {
  banners: content,
  stories: content,
  templates: content,
  programmes: content,
  team: content,
  events: content,
  news: content,
  blogs: content,
  // A teacher drafts the courses they teach (only theirs: OWNED_BY) and previews their drafts;
  // staff publish (or schedule), read the history, and delete.
  courses: {
    ...content,
    list: EVERYONE,
    show: EVERYONE,
    create: EVERYONE,
    edit: EVERYONE,
    preview: EVERYONE,
  },
  // The site's own content files (pages, articles, menus…): staff edit and publish them; when the
  // repository's file changed under an edit, an administrator chooses which wins (`reconcile`).
  "site-files": {
    list: STAFF,
    show: STAFF,
    edit: STAFF,
    publish: STAFF,
    revisions: STAFF,
    preview: STAFF,
    reconcile: ADMIN_ONLY,
  },
  uploads: { create: EVERYONE },
  // The media library: staff's; a teacher uploads only their own photo (uploads, above).
  media: {
    list: STAFF,
    show: STAFF,
    create: STAFF,
    edit: STAFF,
    delete: STAFF,
  },
  // The site's publishing state, Publish now, Trash and the releases.
  site: { show: STAFF, publish: STAFF },
  trash: { list: STAFF, edit: STAFF, delete: STAFF },
  releases: { list: STAFF, edit: STAFF },
  // Enquiries: staff handle them (status, assignee, notes); only an administrator deletes one.
  contacts: {
    list: STAFF,
    show: STAFF,
    export: STAFF,
    edit: STAFF,
    delete: ADMIN_ONLY,
  },
  // Registrations: staff read and review them; only an administrator takes them away, as an
  // export or by deleting one.
  teachers: {
    list: STAFF,
    show: STAFF,
    export: ADMIN_ONLY,
    approve: STAFF,
    delete: ADMIN_ONLY,
  },
  // Whether each enquiry's e-mail went out, and sending a failed one again.
  notifications: { show: STAFF, edit: STAFF },
  // The staff an enquiry can be assigned to.
  assignees: { list: STAFF },
  users: {
    list: ADMIN_ONLY,
    show: ADMIN_ONLY,
    create: ADMIN_ONLY,
    edit: ADMIN_ONLY,
  },
  audit: { list: ADMIN_ONLY, show: ADMIN_ONLY, export: ADMIN_ONLY },
  // The newsletter: staff write an issue, preview it, send a test and then the issue itself
  // (publish), and read the subscribers and their consent records. The IP addresses in those
  // records, and their export as proof of consent, are an administrator's (`export`).
  newsletters: {
    list: STAFF,
    show: STAFF,
    create: STAFF,
    edit: STAFF,
    delete: STAFF,
    preview: STAFF,
    publish: STAFF,
  },
  subscribers: { list: STAFF, show: STAFF, export: ADMIN_ONLY },
  // Everything kept on one e-mail address: found, exported and erased by an administrator only.
  people: {
    list: ADMIN_ONLY,
    show: ADMIN_ONLY,
    export: ADMIN_ONLY,
    delete: ADMIN_ONLY,
  },
  settings: { show: ADMIN_ONLY, edit: ADMIN_ONLY },
  // The daily backups' state on the dashboard.
  backups: { show: ADMIN_ONLY },
  // One's own account: anyone's password; a teacher's public profile (name, photo, subject, bio).
  me: { show: EVERYONE, edit: EVERYONE },
  profile: { show: ["teacher"], edit: ["teacher"] },
} satisfies Record<string, Rules>

export type PermissionResource = keyof typeof PERMISSIONS

// A teacher reaches only the records of these resources whose field holds their id; any other
// record answers 404, as if it did not exist.
export const OWNED_BY: Partial<Record<PermissionResource, string>> = {
  courses: "teacherId",
}

/** The roles that may take an action; a route declares them as its `config.roles`. */
export function rolesFor(
  resource: PermissionResource,
  action: Action
): readonly Role[] {
  const roles = (PERMISSIONS[resource] as Rules)[action]
  if (!roles) throw new Error(`No one may ${action} ${resource}: add it first`)
  return roles
}

export function can(
  role: Role | null | undefined,
  resource: string,
  action: string
): boolean {
  if (!role || !Object.hasOwn(PERMISSIONS, resource)) return false
  const rules = PERMISSIONS[resource as PermissionResource] as Rules
  return rules[action as Action]?.includes(role) ?? false
}

/** The field that must hold the actor's id for them to reach a record, or null: all records. */
export function ownerField(role: Role, resource: string): string | null {
  return role === "teacher"
    ? (OWNED_BY[resource as PermissionResource] ?? null)
    : null
}
