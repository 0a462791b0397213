import fp from "fastify-plugin"
import type { Kysely } from "kysely"
import type { Database, TeacherStatus } from "../../../db/tables"
import { teacherReviewMail, type Site } from "../outbox/account-mail"
import { changedFields } from "../audit/audit"
import { recordAudit } from "../audit/audit-repository"
import type { Actor } from "./actor"
import { queueMail } from "../outbox/notifications-repository"
import { PROFILE_FIELDS, type ProfileChange } from "../../../../schemas/content"

// A teacher's account beyond the registration: staff approve or reject it (and the teacher is
// e-mailed either way, in the same transaction), and an approved teacher keeps their own public
// profile (name, photo, subject, short biography), which the Academy page shows with their courses.
// A teacher's change of that profile waits in `pendingProfile` until staff approve it (it then
// replaces the public fields) or reject it (it is dropped): the site shows approved words and
// photos only.

export type ProfileReview = "approve" | "reject"

// The waiting change as stored: the changed fields as a JSON object's text, or null for none.
const pendingOf = (stored: string | null): ProfileChange =>
  stored ? (JSON.parse(stored) as ProfileChange) : {}

export type ReviewResult =
  | { outcome: "missing" }
  | { outcome: "unchanged" | "reviewed"; status: TeacherStatus }

// long: a repository factory: its body is the list of its methods, each short
export function createTeachersRepository(db: Kysely<Database>, site: Site) {
  const profile = (id: string, database: Kysely<Database> = db) =>
    database
      .selectFrom("teachers")
      .select(["id", "email", "status", ...PROFILE_FIELDS, "pendingProfile"])
      .where("id", "=", id)
      .executeTakeFirst()
  const decoded = (found: Awaited<ReturnType<typeof profile>>) =>
    found && {
      ...found,
      pendingProfile:
        found.pendingProfile === null ? null : pendingOf(found.pendingProfile),
    }

  return {
    // The teacher's own profile, with the change waiting for review (null for none).
    profile: async (id: string) => decoded(await profile(id)),

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

    // The teacher's change, added to what already waits for review (a field sent back to its
    // public value waits no more); the teacher's own profile after it, null when the account is
    // gone.
    async updateProfile(
      id: string,
      changes: ProfileChange,
      actor: Actor,
      now = new Date()
    ) {
      return db.transaction().execute(async (trx) => {
        const before = await profile(id, trx)
        if (!before) return null
        const merged = { ...pendingOf(before.pendingProfile), ...changes }
        const waiting = Object.fromEntries(
          PROFILE_FIELDS.filter(
            (field) => field in merged && merged[field] !== before[field]
          ).map((field) => [field, merged[field]])
        )
        const pendingProfile = Object.keys(waiting).length
          ? JSON.stringify(waiting)
          : null
        const at = now.toISOString()
        // updatedAt is the public profile's (the Academy page shows it, and the site's digest
        // reads it): a change that only waits leaves it be.
        await trx
          .updateTable("teachers")
          .set({ pendingProfile })
          .where("id", "=", id)
          .execute()
        await recordAudit(
          trx,
          {
            actor,
            action: "update",
            resource: "teachers",
            recordId: id,
            person: before.email,
            changes: changedFields(
              { pendingProfile: before.pendingProfile },
              { pendingProfile }
            ),
          },
          at
        )
        return decoded(await profile(id, trx))!
      })
    },

    // Staff's review of the waiting change: approving puts it on the public profile, rejecting
    // drops it. Nothing waiting: nothing changes.
    async reviewProfile(
      id: string,
      review: ProfileReview,
      actor: Actor,
      now = new Date()
    ): Promise<ReviewResult> {
      return db.transaction().execute(async (trx) => {
        const before = await profile(id, trx)
        if (!before) return { outcome: "missing" as const }
        if (before.pendingProfile === null)
          return { outcome: "unchanged" as const, status: before.status }
        const applied =
          review === "approve" ? pendingOf(before.pendingProfile) : {}
        const at = now.toISOString()
        await trx
          .updateTable("teachers")
          .set({
            ...applied,
            pendingProfile: null,
            ...(review === "approve" && { updatedAt: at }),
          })
          .where("id", "=", id)
          .execute()
        const reviewed = ["pendingProfile", ...PROFILE_FIELDS] as const
        const pick = (record: typeof before) =>
          Object.fromEntries(reviewed.map((field) => [field, record[field]]))
        await recordAudit(
          trx,
          {
            actor,
            action: review,
            resource: "teachers",
            recordId: id,
            person: before.email,
            changes: changedFields(
              pick(before),
              pick({ ...before, ...applied, pendingProfile: null })
            ),
          },
          at
        )
        return { outcome: "reviewed" as const, status: before.status }
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
