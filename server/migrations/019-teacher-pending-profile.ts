import { sql, type Kysely } from "kysely"

// A teacher's own change of their public profile no longer goes live at once: it waits in
// `pendingProfile` (the changed fields of name, subject, photo and bio, as a JSON object's text;
// null when nothing waits) until staff approve or reject it. The staff's view of teachers shows it.
export async function up(db: Kysely<any>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db)
  await run(sql`DROP VIEW teachers_listed`)
  await run(sql`ALTER TABLE teachers ADD COLUMN "pendingProfile" TEXT`)
  await run(sql`CREATE VIEW teachers_listed AS
    SELECT t."id", t."name", t."email", t."phone", t."subject", t."status", t."photo", t."bio",
      t."pendingProfile", t."reviewedBy", t."reviewedAt", t."createdAt", t."updatedAt",
      n."state" AS "notification", n."attempts" AS "notificationAttempts",
      NULLIF(n."lastError", '') AS "notificationError", n."sentAt" AS "notifiedAt"
    FROM teachers t LEFT JOIN notifications n ON n."teacherId" = t."id"`)
}
