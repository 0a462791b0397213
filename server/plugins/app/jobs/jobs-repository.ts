import type { Kysely } from "kysely"
import type { Database } from "../../../db/tables"

// The job_runs rows of the periodic jobs (jobs.ts): a lease claimed in one conditional UPDATE,
// which a second instance cannot win at the same time, and released with the time of the run.

const iso = (ms: number) => new Date(ms).toISOString()

// Claims the job for `owner` until `leaseUntil` when it is due (run `everyMs` ago or never) and
// nobody holds it; the job's row is made on its first claim.
export async function claimJob(
  db: Kysely<Database>,
  job: { name: string; everyMs: number },
  owner: string,
  now: number,
  leaseUntil: number
): Promise<boolean> {
  await db
    .insertInto("job_runs")
    .values({
      name: job.name,
      lastRunAt: null,
      leaseUntil: null,
      claimToken: null,
    })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute()
  const claimed = await db
    .updateTable("job_runs")
    .set({ leaseUntil: iso(leaseUntil), claimToken: owner })
    .where("name", "=", job.name)
    .where((eb) =>
      eb.or([eb("leaseUntil", "is", null), eb("leaseUntil", "<=", iso(now))])
    )
    .where((eb) =>
      eb.or([
        eb("lastRunAt", "is", null),
        eb("lastRunAt", "<=", iso(now - job.everyMs)),
      ])
    )
    .executeTakeFirst()
  return claimed.numUpdatedRows > 0n
}

// Releases `owner`'s claim, recording `ranAt` as the last run unless it is null (a failed run).
export async function releaseJob(
  db: Kysely<Database>,
  name: string,
  owner: string,
  ranAt: number | null
): Promise<void> {
  await db
    .updateTable("job_runs")
    .set({
      ...(ranAt !== null && { lastRunAt: iso(ranAt) }),
      leaseUntil: null,
      claimToken: null,
    })
    .where("name", "=", name)
    .where("claimToken", "=", owner)
    .execute()
}

// Who holds a periodic job's claim now, for the takeback of a killed server's claims at start.
export async function jobClaimHolders(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom("job_runs")
    .select("claimToken")
    .distinct()
    .where("claimToken", "is not", null)
    .execute()
  return rows.map((row) => row.claimToken!)
}

// Lets go of every claim `holder` has; the jobs are due again as they were.
export async function takeBackJobClaims(
  db: Kysely<Database>,
  holder: string
): Promise<number> {
  const result = await db
    .updateTable("job_runs")
    .set({ leaseUntil: null, claimToken: null })
    .where("claimToken", "=", holder)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}
