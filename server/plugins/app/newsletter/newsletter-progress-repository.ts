import { sql, type Kysely } from "kysely"
import type { Database } from "../../../db/tables"

// How far an issue's sending has got, read from the outbox rows of its e-mails.

export interface Progress {
  recipients: number
  sent: number
  pending: number
  failed: number
}

export const noProgress: Progress = {
  recipients: 0,
  sent: 0,
  pending: 0,
  failed: 0,
}

// sent, pending and failed per issue, from the outbox rows of its e-mails. A delivery whose
// e-mail the retention sweep has removed (mailId null) was sent.
export async function progressOf(
  db: Kysely<Database>,
  ids: string[]
): Promise<Map<string, Progress>> {
  const progress = new Map<string, Progress>()
  if (!ids.length) return progress
  const rows = await db
    .selectFrom("newsletter_deliveries as d")
    .leftJoin("notifications as n", "n.mailId", "d.mailId")
    .select((eb) => [
      "d.newsletterId",
      eb.fn.coalesce("n.state", sql<string>`'sent'`).as("state"),
      eb.fn.countAll<number>().as("total"),
    ])
    .where("d.newsletterId", "in", ids)
    .groupBy(["d.newsletterId", sql`coalesce(n."state", 'sent')`])
    .execute()
  for (const row of rows) {
    const counts = progress.get(row.newsletterId) ?? { ...noProgress }
    const total = Number(row.total)
    counts[row.state as "sent" | "pending" | "failed"] += total
    counts.recipients += total
    progress.set(row.newsletterId, counts)
  }
  return progress
}
