import fp from "fastify-plugin"
import type { FastifyBaseLogger } from "fastify"
import type { Kysely } from "kysely"
import type { Database } from "../../../db/tables"
import {
  ownerState,
  parseOwnerTag,
  uniqueTag,
} from "../../../common/process-owner"
import {
  claimJob,
  jobClaimHolders,
  releaseJob,
  takeBackJobClaims,
} from "./jobs-repository"

// The one engine for background work (the outbox's sending, the newsletter, the editorial
// schedule, retention, the build lock): its state is rows in the database, claimed with a lease
// by an owner tag (common/process-owner.ts: host, pid, start time), so a restart, a kill -9 or a
// second instance loses and repeats nothing.
//
// - Periodic jobs (`define`): a row in job_runs per job; an instance runs a job only after
//   claiming that row with a lease, in one conditional UPDATE that a second instance cannot win
//   at the same time. A run that crashes leaves the lease to expire and the job is due again at
//   the next look; a run that succeeds records when it ran, and the job is next due `everyMs`
//   later.
// - Workers (`worker`): one claim loop, for work that claims rows of its own (the outbox): it
//   calls `step` until it stops, sleeps for as long as the step asks or until woken, and after an
//   error tries again `retryMs` later. The periodic jobs run on it every `jobTickMs`.
// - Locks (`hold`): a lease taken before some work, renewed while it runs and let go after it
//   (one site build at a time across instances).
// - Dead owners (`takeBackAbandoned`): at start, what a process of this host that has ended still
//   holds is taken back at once instead of after its lease.
// - Retries: a claimed row whose work failed is tried again after `retryDelay`: 5 s, then twice
//   as long each time up to 15 minutes; a periodic job that failed, at the next look.
//
// Tests pass a clock of their own and `jobTickMs: 0` (no timer for the periodic jobs), and call
// `runDue()` after moving their clock on.

const RETRY_FIRST_MS = 5_000
const RETRY_MAX_MS = 15 * 60_000

// How long to wait before attempt `attempts + 1` of something that failed `attempts` times.
export function retryDelay(attempts: number) {
  return Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS)
}

export interface PeriodicJob {
  name: string
  everyMs: number
  // How long a claim holds: longer than a run may take.
  leaseMs?: number
  run(now: Date): Promise<void>
}

// Rows claimed by owner tags: who holds some now, and handing back what one holder held.
export interface Claims {
  // What the rows are, for the log: "the e-mails".
  name: string
  holders(): Promise<string[]>
  // Makes what `holder` held free (and due) again; returns how many rows.
  takeBack(holder: string, now: string): Promise<number>
}

// One named lease: taken (or extended) by `owner` until `until` unless another owner holds it.
export interface Lease {
  take(owner: string, now: string, until: string): Promise<boolean>
  release(owner: string): Promise<void>
}

export interface WorkerOptions {
  name: string
  // One round of work; resolves with how long to sleep before the next (0: at once).
  step(): Promise<number>
  // After a step that failed (the database went away for a moment, say).
  retryMs: number
  // A wake() is acted on this long after it, so that a burst of them makes one round.
  wakeDelayMs?: number
  // Taken back from ended processes before the first step.
  claims?: Claims
  // Called when stop()'s grace runs out: cancel what the step is doing.
  abort?(): void
}

export interface Worker {
  start(): void
  // Something to do arrived: run a step soon rather than after the sleep.
  wake(): void
  // Ends the loop after the current step; after `graceMs`, aborts it.
  stop(graceMs?: number): Promise<void>
}

export interface Jobs {
  // This instance's owner tag, on every claim it makes.
  owner: string
  now(): number
  define(job: PeriodicJob): void
  // Runs, one after another, every defined job that is due by the clock and that this instance
  // claims; resolves with their names.
  runDue(): Promise<string[]>
  worker(options: WorkerOptions): Worker
  // Runs `work` while holding `lease` (waiting for it every `pollMs`, renewing it every quarter
  // of `leaseMs`); resolves with false, without running it, when `cancelled()` first.
  hold(
    lease: Lease,
    options: { leaseMs: number; pollMs: number; cancelled(): boolean },
    work: () => Promise<void>
  ): Promise<boolean>
  takeBackAbandoned(claims: Claims): Promise<number>
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

const iso = (ms: number) => new Date(ms).toISOString()

// long: a factory: its body is its named functions and the methods it returns, each short
export function createJobs(
  db: Kysely<Database>,
  {
    clock = Date.now,
    log,
  }: {
    clock?: () => number
    log: FastifyBaseLogger
  }
): Jobs {
  const owner = uniqueTag()
  const defined = new Map<string, PeriodicJob>()

  const claim = (job: PeriodicJob, now: number) =>
    claimJob(db, job, owner, now, now + (job.leaseMs ?? DEFAULT_LEASE_MS))
  const finish = (job: PeriodicJob, ranAt: number | null) =>
    releaseJob(db, job.name, owner, ranAt)

  // Never fails: if the database cannot be read, the leases still run out (late, not lost).
  async function takeBackAbandoned(claims: Claims) {
    let count = 0
    try {
      for (const holder of await claims.holders()) {
        const holderOwner = parseOwnerTag(holder)
        if (holderOwner && ownerState(holderOwner) === "gone")
          count += await claims.takeBack(holder, iso(clock()))
      }
    } catch (error) {
      log.error({ err: error, claims: claims.name }, "claims not taken back")
    }
    if (count)
      log.info(
        { count },
        `took back ${claims.name} claimed by a process that has ended`
      )
    return count
  }

  function worker(options: WorkerOptions): Worker {
    let stopping = false
    let running: Promise<void> | null = null
    let wakeUp: (() => void) | null = null
    let wakeTimer: NodeJS.Timeout | undefined
    let wanted = false

    function sleep(ms: number) {
      return new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms)
        function done() {
          clearTimeout(timer)
          wakeUp = null
          resolve()
        }
        wakeUp = done
      })
    }

    async function loop() {
      if (options.claims) await takeBackAbandoned(options.claims)
      while (!stopping) {
        wanted = false
        let wait: number
        try {
          wait = await options.step()
        } catch (error) {
          if (stopping) return
          log.error(
            { err: error, worker: options.name },
            "background work failed; retrying"
          )
          wait = options.retryMs
        }
        if (!stopping && !wanted && wait > 0) await sleep(wait)
      }
    }

    return {
      start() {
        if (!running && !stopping) running = loop()
      },

      wake() {
        wanted = true
        if (!wakeUp || wakeTimer) return
        wakeTimer = setTimeout(() => {
          wakeTimer = undefined
          wakeUp?.()
        }, options.wakeDelayMs ?? 0)
      },

      async stop(graceMs = 5_000) {
        stopping = true
        clearTimeout(wakeTimer)
        wakeUp?.()
        if (!running) return
        let timer: NodeJS.Timeout | undefined
        const inTime = await Promise.race([
          running.then(() => true),
          new Promise<boolean>((resolve) => {
            timer = setTimeout(() => resolve(false), graceMs)
          }),
        ])
        clearTimeout(timer)
        if (!inTime) {
          options.abort?.()
          await running
        }
      },
    }
  }

  return {
    owner,
    now: clock,

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
          log.error({ err: error, job: job.name }, "background job failed")
          // Due again at the next tick: the lease is released, the last run stays as it was.
          await finish(job, null).catch(() => {})
        }
      }
      return ran
    },

    worker,

    // On real time, not the test's clock: a lease that guards work in progress lasts as long as
    // that work really takes.
    async hold(lease, { leaseMs, pollMs, cancelled }, work) {
      const take = () =>
        lease.take(owner, iso(Date.now()), iso(Date.now() + leaseMs))
      for (;;) {
        if (cancelled()) return false
        if (await take()) break
        await new Promise((resolve) => setTimeout(resolve, pollMs))
      }
      const renew = setInterval(() => {
        take().catch((error) => log.warn({ err: error }, "lease not renewed"))
      }, leaseMs / 4)
      try {
        await work()
        return true
      } finally {
        clearInterval(renew)
        await lease.release(owner).catch(() => {})
      }
    },

    takeBackAbandoned,
  }
}

// The periodic jobs' own claims, for the takeback at start.
function jobRunClaims(db: Kysely<Database>): Claims {
  return {
    name: "the periodic jobs",
    holders: () => jobClaimHolders(db),
    takeBack: (holder) => takeBackJobClaims(db, holder),
  }
}

export default fp(
  async (fastify, opts: JobsPluginOptions) => {
    const jobs = createJobs(fastify.db, {
      clock: opts.clock,
      log: fastify.log,
    })
    fastify.decorate("jobs", jobs)

    const tickMs = opts.jobTickMs ?? DEFAULT_TICK_MS
    const periodic = jobs.worker({
      name: "periodic jobs",
      step: async () => {
        await jobs.runDue()
        return tickMs
      },
      retryMs: tickMs,
    })
    fastify.addHook("onReady", async () => {
      await jobs.takeBackAbandoned(jobRunClaims(fastify.db))
      if (tickMs > 0) periodic.start()
    })
    // Nothing to abort: a run in progress is waited for.
    fastify.addHook("onClose", async () => periodic.stop())
  },
  { name: "jobs", dependencies: ["db"] }
)
