import { randomBytes } from "node:crypto"
import os from "node:os"
import fp from "fastify-plugin"
import type { Kysely } from "kysely"
import type { Database } from "../../../db/tables"
import { claimJob, releaseJob } from "./jobs-repository"

// Periodic background work that must happen once however many instances run, and keep its
// rhythm across restarts: publishing what is scheduled, the retention sweep. It rides on the
// pattern of the outbox: the state is a row in the database (job_runs), and an instance runs a
// job only after claiming that row with a lease, in one conditional UPDATE that a second instance
// cannot win at the same time. A run that crashes leaves the lease to expire, and the job is due
// again; a run that succeeds records when it ran, and the job is next due `everyMs` later.
//
// Each instance looks every `tickMs` for jobs that are due. Tests pass a clock of their own and
// `jobTickMs: 0` (no timer), and call `runDue()` after moving their clock on.

export interface PeriodicJob {
  name: string
  everyMs: number
  // How long a claim holds: longer than a run may take.
  leaseMs?: number
  run(now: Date): Promise<void>
}

export interface Jobs {
  define(job: PeriodicJob): void
  // Runs, one after another, every defined job that is due by the clock and that this instance
  // claims; resolves with their names.
  runDue(): Promise<string[]>
}

declare module "fastify" {
  interface FastifyInstance {
    jobs: Jobs
  }
}

export interface JobsPluginOptions {
  clock?: () => number
  jobTickMs?: number
}

const DEFAULT_TICK_MS = 5_000
const DEFAULT_LEASE_MS = 10 * 60_000

export function createJobs(
  db: Kysely<Database>,
  {
    clock = Date.now,
    onError,
  }: {
    clock?: () => number
    onError: (job: string, error: unknown) => void
  }
): Jobs {
  const token = `${os.hostname()}:${process.pid}:${randomBytes(6).toString("hex")}`
  const defined = new Map<string, PeriodicJob>()

  const claim = (job: PeriodicJob, now: number) =>
    claimJob(db, job, token, now, now + (job.leaseMs ?? DEFAULT_LEASE_MS))
  const finish = (job: PeriodicJob, ranAt: number | null) =>
    releaseJob(db, job.name, token, ranAt)

  return {
    define(job) {
      if (defined.has(job.name))
        throw new Error(`A job named ${job.name} is defined already`)
      defined.set(job.name, job)
    },

    async runDue() {
      const ran: string[] = []
      for (const job of defined.values()) {
        const now = clock()
        if (!(await claim(job, now))) continue
        try {
          await job.run(new Date(now))
          await finish(job, now)
          ran.push(job.name)
        } catch (error) {
          onError(job.name, error)
          // Due again at the next tick: the lease is released, the last run stays as it was.
          await finish(job, null).catch(() => {})
        }
      }
      return ran
    },
  }
}

export default fp(
  async (fastify, opts: JobsPluginOptions) => {
    const jobs = createJobs(fastify.db, {
      clock: opts.clock,
      onError: (job, error) =>
        fastify.log.error({ err: error, job }, "background job failed"),
    })
    fastify.decorate("jobs", jobs)

    const tickMs = opts.jobTickMs ?? DEFAULT_TICK_MS
    let timer: NodeJS.Timeout | undefined
    let running: Promise<unknown> = Promise.resolve()
    let closing = false
    const tick = () => {
      running = jobs
        .runDue()
        .catch((error) =>
          fastify.log.error({ err: error }, "background jobs could not run")
        )
        .finally(() => {
          if (!closing) timer = setTimeout(tick, tickMs)
        })
    }
    if (tickMs > 0) {
      fastify.addHook("onReady", async () => {
        timer = setTimeout(tick, 0)
      })
    }
    fastify.addHook("onClose", async () => {
      closing = true
      clearTimeout(timer)
      await running
    })
  },
  { name: "jobs", dependencies: ["db"] }
)
