// The roles of the people who sign in to the panel. An administrator does everything, people and
// settings included; an editor runs the content and the enquiries; a teacher keeps their own
// profile and the Academy courses they teach. Every admin route names the roles it admits
// (`config.roles`, checked in server/routes/api/admin/autohooks.ts), and the panel reads the same
// names to show only what a role may do. Browser-safe: nothing here touches Node.

export const ROLES = ["admin", "editor", "teacher"] as const
export type Role = (typeof ROLES)[number]

// The role lists routes name most often.
export const ADMIN_ONLY = ["admin"] as const satisfies readonly Role[]
export const STAFF = ["admin", "editor"] as const satisfies readonly Role[]
export const EVERYONE = ROLES
