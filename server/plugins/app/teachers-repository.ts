import fp from "fastify-plugin"
import type { Kysely } from "kysely"
import type { Database, TeacherStatus } from "../../db/tables"
import { teacherReviewMail, type Site } from "../../lib/account-mail"
import { changedFields, recordAudit } from "../../lib/audit"
import type { Actor } from "./auth"
import { queueMail } from "./notifications-repository"

// A teacher's account beyond the registration: staff approve or reject it (and the teacher is
// e-mailed either way, in the same transaction), and an approved teacher keeps their own public
// profile (name, photo, subject, short biography), which the Academy page shows with their courses.

export const PROFILE_FIELDS = ["name", "photo", "subject", "bio"] as const
export type ProfileChanges = Partial<
  Record<(typeof PROFILE_FIELDS)[number], string>
>

export type ReviewResult =
  | { outcome: "missing" }
  | { outcome: "unchanged" | "reviewed"; status: TeacherStatus }

export function createTeachersRepository(db: Kysely<Database>, site: Site) {
  const profile = (id: string, database: Kysely<Database> = db) =>
    database
      .selectFrom("teachers")
      .select(["id", "email", "status", ...PROFILE_FIELDS])
      .where("id", "=", id)
      .executeTakeFirst()

  return {
    profile: (id: string) => profile(id),

    // Approving an approved teacher (or rejecting a rejected one) changes nothing and sends
    // nothing; any other review is recorded, and e-mailed to the teacher.
    async review(
      id: string,
      status: Exclude<TeacherStatus, "pending">,
      actor: Actor,
      now = new Date()
    ): Promise<ReviewResult> {
      return db.transaction().execute(async (trx) => {
        const teacher = await trx
          .selectFrom("teachers")
          .select(["id", "name", "email", "status"])
          .where("id", "=", id)
          .executeTakeFirst()
        if (!teacher) return { outcome: "missing" as const }
        if (teacher.status === status)
          return { outcome: "unchanged" as const, status }
        const at = now.toISOString()
        await trx
          .updateTable("teachers")
          .set({
            status,
            reviewedBy: actor.email,
            reviewedAt: at,
            updatedAt: at,
          })
          .where("id", "=", id)
          .execute()
        await queueMail(trx, teacherReviewMail(site, teacher, status), at)
        await recordAudit(
          trx,
          {
            actor,
            action: status === "approved" ? "approve" : "reject",
            resource: "teachers",
            recordId: id,
            person: teacher.email,
            changes: changedFields({ status: teacher.status }, { status }),
          },
          at
        )
        return { outcome: "reviewed" as const, status }
      })
    },

    // The teacher's own profile after the change (null when the account is gone).
    async updateProfile(
      id: string,
      changes: ProfileChanges,
      actor: Actor,
      now = new Date()
    ) {
      return db.transaction().execute(async (trx) => {
        const before = await profile(id, trx)
        if (!before) return null
        const at = now.toISOString()
        await trx
          .updateTable("teachers")
          .set({ ...changes, updatedAt: at })
          .where("id", "=", id)
          .execute()
        const after = (await profile(id, trx))!
        const pick = (record: typeof before) =>
          Object.fromEntries(
            PROFILE_FIELDS.map((field) => [field, record[field]])
          )
        await recordAudit(
          trx,
          {
            actor,
            action: "update",
            resource: "teachers",
            recordId: id,
            person: before.email,
            changes: changedFields(pick(before), pick(after)),
          },
          at
        )
        return after
      })
    },
  }
}

export type TeachersRepository = ReturnType<typeof createTeachersRepository>

declare module "fastify" {
  interface FastifyInstance {
    teachersRepository: TeachersRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      "teachersRepository",
      createTeachersRepository(fastify.db, {
        name: fastify.siteConfig.name,
        siteUrl: fastify.siteConfig.siteUrl,
      })
    )
  },
  { name: "teachers-repository", dependencies: ["db", "site-config"] }
)
