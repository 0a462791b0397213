import { createHash, randomBytes } from "node:crypto"
import type { Kysely, Transaction } from "kysely"
import type { AccountTokensTable, Database } from "../../../db/tables"

// The one-time links of invitations (72 hours) and password resets (1 hour). A token is 32 random
// bytes, sent only in the e-mail; the database keeps its SHA-256, so a copy of the database opens
// no account. Redeeming marks it used in one conditional UPDATE, so of two requests with the same
// token exactly one gets through, and a token can never be used twice.

export const INVITATION_TTL_MS = 72 * 60 * 60_000
export const RESET_TTL_MS = 60 * 60_000

type Purpose = AccountTokensTable["purpose"]
type Account = Pick<AccountTokensTable, "accountKind" | "accountId">

export const hashToken = (token: string) =>
  createHash("sha256").update(token).digest("hex")

// A new token for the account, valid for `ttlMs`; any earlier unused one of the same purpose
// stops working, so only the latest e-mail's link opens the account.
export async function issueToken(
  db: Kysely<Database> | Transaction<Database>,
  purpose: Purpose,
  account: Account,
  ttlMs: number,
  now = new Date()
): Promise<string> {
  const token = randomBytes(32).toString("base64url")
  await endTokens(db, account, now, purpose)
  await db
    .insertInto("account_tokens")
    .values({
      id: hashToken(token),
      purpose,
      ...account,
      expiresAt: new Date(now.getTime() + ttlMs).toISOString(),
      usedAt: null,
      createdAt: now.toISOString(),
    })
    .execute()
  return token
}

// Whether the account was sent a token of `purpose` after `since` (used or not).
export async function issuedSince(
  db: Kysely<Database> | Transaction<Database>,
  purpose: Purpose,
  account: Account,
  since: Date
): Promise<boolean> {
  const row = await db
    .selectFrom("account_tokens")
    .select("id")
    .where("accountKind", "=", account.accountKind)
    .where("accountId", "=", account.accountId)
    .where("purpose", "=", purpose)
    .where("createdAt", ">", since.toISOString())
    .executeTakeFirst()
  return row !== undefined
}

// Marks the account's unused tokens used: those of `purpose`, or without it every one (a new
// password ends every link mailed before it).
export async function endTokens(
  db: Kysely<Database> | Transaction<Database>,
  account: Account,
  now = new Date(),
  purpose?: Purpose
): Promise<void> {
  let unused = db
    .updateTable("account_tokens")
    .set({ usedAt: now.toISOString() })
    .where("accountKind", "=", account.accountKind)
    .where("accountId", "=", account.accountId)
    .where("usedAt", "is", null)
  if (purpose) unused = unused.where("purpose", "=", purpose)
  await unused.execute()
}

export type Redeemed =
  | { outcome: "redeemed"; account: Account }
  | { outcome: "unknown" | "used" | "expired" }

// What a token would give, without using it up: checked before the password is hashed, so that
// a forged, used or expired link costs the server no hash. Redeeming still decides (a link used
// in between is refused there).
export async function tokenState(
  db: Kysely<Database>,
  purpose: Purpose,
  token: string,
  now = new Date()
): Promise<Exclude<Redeemed["outcome"], "redeemed"> | "valid"> {
  const row = await db
    .selectFrom("account_tokens")
    .select(["usedAt", "expiresAt"])
    .where("id", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .executeTakeFirst()
  if (!row) return "unknown"
  if (row.usedAt) return "used"
  return row.expiresAt > now.toISOString() ? "valid" : "expired"
}

// Uses the token up, in `db` (the transaction of what the token lets happen, so that a failure
// after this leaves it unused).
export async function redeemToken(
  db: Kysely<Database> | Transaction<Database>,
  purpose: Purpose,
  token: string,
  now = new Date()
): Promise<Redeemed> {
  const id = hashToken(token)
  const claimed = await db
    .updateTable("account_tokens")
    .set({ usedAt: now.toISOString() })
    .where("id", "=", id)
    .where("purpose", "=", purpose)
    .where("usedAt", "is", null)
    .where("expiresAt", ">", now.toISOString())
    .returning(["accountKind", "accountId"])
    .executeTakeFirst()
  if (claimed) return { outcome: "redeemed", account: claimed }
  const row = await db
    .selectFrom("account_tokens")
    .select(["usedAt", "expiresAt"])
    .where("id", "=", id)
    .where("purpose", "=", purpose)
    .executeTakeFirst()
  if (!row) return { outcome: "unknown" }
  return { outcome: row.usedAt ? "used" : "expired" }
}

// The answers a link that did not work gets, by purpose and outcome.
export const tokenProblem: Record<
  Purpose,
  Record<Exclude<Redeemed["outcome"], "redeemed">, string>
> = {
  invite: {
    unknown:
      "This invitation link is not valid: check that it was copied whole, or ask an administrator for a new one",
    used: "This invitation has already been accepted: sign in, or use 'Forgot password'",
    expired:
      "This invitation has expired (links last 72 hours): ask an administrator for a new one",
  },
  reset: {
    unknown:
      "This password reset link is not valid: check that it was copied whole, or ask for a new one",
    used: "This password reset link has already been used: ask for a new one if you need to",
    expired:
      "This password reset link has expired (links last one hour): ask for a new one",
  },
}
