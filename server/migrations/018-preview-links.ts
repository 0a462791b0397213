import { randomBytes } from "node:crypto"
import { sql, type Kysely } from "kysely"

// Preview links are listed per record and revoked from the panel, and die with their creator's
// access:
//
// - previews gain an `id`, the handle by which a link is listed and revoked (never its token or
//   the token's hash), and the account that made it: `creatorKind` ('admin' for staff, 'teacher')
//   and `creatorId`. A link opens only while that account is an enabled staff account or an
//   approved teacher. Existing links get an id each, and the account of their `createdBy`
//   address, a staff account first as a sign-in finds it; an address with no account left gets
//   none, so its links open nothing.
// - an index of a record's links, for its list.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE previews ADD COLUMN "id" TEXT`.execute(db)
  await sql`ALTER TABLE previews ADD COLUMN "creatorKind" TEXT`.execute(db)
  await sql`ALTER TABLE previews ADD COLUMN "creatorId" TEXT`.execute(db)

  const links = await db
    .selectFrom("previews")
    .select(["tokenHash", "createdBy"])
    .execute()
  for (const { tokenHash, createdBy } of links) {
    const address = String(createdBy).toLowerCase()
    const admin = await db
      .selectFrom("admins")
      .select("id")
      .where(sql`lower("email")`, "=", address)
      .executeTakeFirst()
    const teacher = admin
      ? undefined
      : await db
          .selectFrom("teachers")
          .select("id")
          .where(sql`lower("email")`, "=", address)
          .executeTakeFirst()
    await db
      .updateTable("previews")
      .set({
        // The shape of the ids the server makes (db/ids.ts): 24 hexadecimal characters.
        id: randomBytes(12).toString("hex"),
        creatorKind: admin ? "admin" : teacher ? "teacher" : null,
        creatorId: (admin ?? teacher)?.id ?? null,
      })
      .where("tokenHash", "=", tokenHash)
      .execute()
  }

  await sql`CREATE UNIQUE INDEX previews_id ON previews ("id")`.execute(db)
  await sql`CREATE INDEX previews_record ON previews ("resource", "recordId", "expiresAt")`.execute(
    db
  )
}
