import { type Kysely } from "kysely"

// Sign-in hardening (docs/people.md). Each administrator's tokens carry the tokenVersion they
// were issued under, and a new password raises it, so every token issued before is refused; a
// logout revokes its one token by id (revoked_tokens, kept until the token would have expired).
// login_failures counts failed logins per e-mail address (known or not, so a lock does not tell
// which addresses have accounts). All of it is shared by every server on the database.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("admins")
    .addColumn("tokenVersion", "integer", (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createTable("login_failures")
    .addColumn("email", "text", (col) => col.primaryKey())
    .addColumn("failures", "integer", (col) => col.notNull())
    .addColumn("lastFailureAt", "text", (col) => col.notNull())
    .execute()
  await db.schema
    .createTable("revoked_tokens")
    .addColumn("jti", "text", (col) => col.primaryKey())
    .addColumn("expiresAt", "text", (col) => col.notNull())
    .execute()
}
