import fp from "fastify-plugin"
import type { FastifyBaseLogger } from "fastify"
import type { SendMailOptions, Transporter } from "nodemailer"
import { groupCommit } from "../../../db/group-commit"
import { createCategoryPacer } from "./category-pacer"
import { NEWSLETTER_CATEGORY } from "../newsletter/newsletter-email"
import { notificationEmail, type MailSettings } from "./notification-email"
import { retryDelay, type Jobs } from "../jobs/jobs"
import {
  describeSendError,
  smtpReachability,
  smtpTransport,
} from "./smtp-server"
import type {
  ClaimedNotification,
  NotificationsRepository,
} from "./notifications-repository"
import { mailCategory } from "./mail-types"

// The sender of the outbox (docs/mail.md): background work that starts on onReady
// and stops on onClose, with all of its state in the notifications table, so a
// restart, a kill -9 or a second instance loses and repeats nothing.
//
// A worker of the job engine (jobs.ts): each step claims the due notifications (a lease, so no
// other instance takes them meanwhile), sends each through a pool of SMTP connections, records
// the outcome, and sleeps until the next one is due, a poll interval passes, or a new enquiry
// wakes it. A failed attempt is retried after the engine's backoff (5 s, then twice as long each
// time up to 15 minutes), and marked failed, with its error, once it has failed for 24 hours.
// Without SMTP_URL nothing is claimed: notifications wait, pending, until the server starts with
// one.
//
// Delivery is at least once: an SMTP server's answer that arrives just before the process dies
// is not recorded, and the e-mail goes again after the lease. Every copy carries the same
// Message-ID (notification-email.ts).
//
// A claim names the process that holds it (the engine's owner tag). At start, the engine takes
// back the claims of a process of this host that has ended (a kill -9, a crash) at once instead
// of after their lease: the e-mails they held are due again.
//
// When the SMTP server cannot be reached (no SMTP answer at all, or 421), each e-mail backs off
// on its own, up to 15 minutes; so that none waits that long once the server is back, the
// notifier then asks the server every probeMs (30 s) whether it answers (an EHLO, no mail), and
// the first answer, or any e-mail accepted meanwhile, makes every waiting e-mail due at once.
//
// On close (a SIGTERM), the sends in flight get a moment to finish; then whatever this instance
// still holds is handed back, due at once, so another instance or the next start sends it
// without waiting out the claim's lease.

export { retryDelay }
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000

export interface NotifierTiming {
  // How often an idle instance looks for work another instance left (its lease ran out).
  pollMs: number
  // How long a claim holds; longer than any one send may take (sendTimeoutMs).
  leaseMs: number
  sendTimeoutMs: number
  batchSize: number
  // A new enquiry is looked for this long after it wakes the notifier, so that a burst of them is
  // claimed (one commit) and marked sent (one more) together, not one by one.
  wakeDelayMs: number
  // While the SMTP server cannot be reached, how often to ask whether it is back.
  probeMs: number
}

const defaultTiming: NotifierTiming = {
  pollMs: 2_000,
  leaseMs: 120_000,
  sendTimeoutMs: 60_000,
  batchSize: 50,
  wakeDelayMs: 20,
  probeMs: 30_000,
}

// What a failed attempt leaves: tried again after the backoff, or failed once 24 hours of
// failures have passed (the last attempt falls on the 24th hour, not up to 15 minutes after).
export function afterFailure(
  notification: Pick<ClaimedNotification, "attempts" | "failingSince">,
  now: number,
  error: string
) {
  const since = notification.failingSince
    ? Date.parse(notification.failingSince)
    : now
  const giveUpAt = since + GIVE_UP_AFTER_MS
  const iso = (ms: number) => new Date(ms).toISOString()
  return {
    error: error.slice(0, 2000),
    state: now >= giveUpAt ? ("failed" as const) : ("pending" as const),
    nextAttemptAt: iso(
      Math.min(now + retryDelay(notification.attempts), giveUpAt)
    ),
    failingSince: iso(since),
  }
}

export interface NotifierDependencies {
  repository: NotificationsRepository
  transport: Transporter | null
  settings: MailSettings
  log: FastifyBaseLogger
  jobs: Pick<Jobs, "owner" | "now" | "worker">
  timing?: Partial<NotifierTiming>
  // E-mails a second, at most, per category of queued mail (newsletter: NEWSLETTER_RATE).
  rates?: Record<string, number>
  // Told of each e-mail accepted and each failed attempt, by category (the metrics).
  outcomes?: MailOutcomes
}

export interface MailOutcomes {
  sent(category: string): void
  failed(category: string): void
}

// What each send shares: the claims' token and clock, the pacing, the SMTP server's health, the
// batched sent marks, and the signal that cancels the sends when the server closes.
type Sending = ReturnType<typeof sendingOf>

function sendingOf(dependencies: NotifierDependencies, timing: NotifierTiming) {
  const { repository, jobs, rates = {} } = dependencies
  const token = jobs.owner
  const clock = jobs.now
  const iso = (ms = clock()) => new Date(ms).toISOString()
  // Cancels the sends in flight when the server closes (after the grace of stop()).
  const shutdown = new AbortController()
  // Real time, not the test's clock: the rate is how fast e-mails really leave.
  const pacer = createCategoryPacer(rates, { signal: shutdown.signal })
  const smtp = smtpReachability({
    transport: dependencies.transport,
    clock,
    probeMs: timing.probeMs,
    onBack: (since) => serverIsBack(sending, since),
  })
  // Sent marks are written together, 50 ms at the most after the SMTP server's answer: one commit
  // for a batch rather than one per e-mail. A kill -9 within those 50 ms sends those again.
  const markSent = groupCommit<string>(
    (ids) => repository.markSent(ids, token, iso()),
    timing.batchSize,
    50
  )
  const sending = {
    ...dependencies,
    timing,
    token,
    clock,
    iso,
    shutdown,
    pacer,
    smtp,
    markSent,
  }
  return sending
}

async function deliver(sending: Sending, notification: ClaimedNotification) {
  const { repository, token, iso } = sending
  try {
    await send(sending, notification)
  } catch (error) {
    if (sending.shutdown.signal.aborted) {
      await repository.release([notification.id], token, iso())
      return
    }
    return recordFailure(sending, notification, error)
  }
  await sending.markSent(notification.id)
  sending.outcomes?.sent(mailCategory(notification))
  sending.log.info({ notification: notification.id }, "notification sent")
  await sending.smtp.answered()
}

async function send(sending: Sending, notification: ClaimedNotification) {
  // A paced category (the newsletter) waits for its turn; a claim holds 120 s, and a batch of
  // 50 at the slowest rate (1 a second) is sent well inside it.
  if (notification.kind === "mail")
    await sending.pacer.turn(notification.mail.category)
  const mail: SendMailOptions = {
    ...notificationEmail(notification, sending.settings),
    signal: AbortSignal.any([
      sending.shutdown.signal,
      AbortSignal.timeout(sending.timing.sendTimeoutMs),
    ]),
  }
  await sending.transport!.sendMail(mail)
}

// A failed attempt: retried after the backoff, or given up after 24 hours (afterFailure).
async function recordFailure(
  sending: Sending,
  notification: ClaimedNotification,
  error: unknown
) {
  const { log, iso } = sending
  const reason = describeSendError(error)
  sending.smtp.failed(error)
  sending.outcomes?.failed(mailCategory(notification))
  const failure = afterFailure(notification, sending.clock(), reason)
  await sending.repository.markFailedAttempt(
    notification.id,
    sending.token,
    failure,
    iso()
  )
  const entry = {
    notification: notification.id,
    attempts: notification.attempts,
    error: reason,
  }
  if (failure.state === "failed")
    log.error(entry, "notification failed for 24 hours: given up")
  else
    log.warn(
      { ...entry, nextAttemptAt: failure.nextAttemptAt },
      "notification not sent; will retry"
    )
}

// What this instance claimed and did not settle (a send cut short, a claim whose rows were not
// read back) is due again at once, not after its lease. The claim stays counted as an attempt:
// the e-mail may have left.
async function handBack(sending: Sending) {
  try {
    const count = await sending.repository.takeBack(
      sending.token,
      sending.iso()
    )
    if (count) sending.log.info({ count }, "handed back claimed e-mails")
  } catch (error) {
    sending.log.error(
      { err: error },
      "claimed e-mails not handed back: due again once their lease ends"
    )
  }
}

// The e-mails that backed off while the server was away need not wait out their backoff.
async function serverIsBack(sending: Sending, since: number | null) {
  const { iso } = sending
  const count = await sending.repository.dueNow(iso())
  if (count)
    sending.log.info(
      { since: since === null ? null : iso(since), waiting: count },
      "the SMTP server answers again: sending what waited"
    )
}

// One round: send a batch, or say how long to sleep until the next is due.
async function step(sending: Sending) {
  const { repository, timing, clock, iso, smtp } = sending
  const now = clock()
  const batch = await repository.claimDue({
    now: iso(now),
    leaseUntil: iso(now + timing.leaseMs),
    limit: timing.batchSize,
    token: sending.token,
  })
  if (batch.length) {
    await Promise.all(
      batch.map((notification) => deliver(sending, notification))
    )
    return 0
  }
  if (await smtp.probe()) return 0
  const next = await repository.nextDueAt()
  const wait = next ? Date.parse(next) - clock() : timing.pollMs
  return Math.min(wait, timing.pollMs, smtp.untilProbe())
}

export function createNotifier(dependencies: NotifierDependencies) {
  const { repository, transport, jobs } = dependencies
  const timing = { ...defaultTiming, ...dependencies.timing }
  const sending = sendingOf(dependencies, timing)
  const worker = jobs.worker({
    name: "notifier",
    step: () => step(sending),
    retryMs: timing.pollMs,
    wakeDelayMs: timing.wakeDelayMs,
    claims: {
      name: "the e-mails",
      holders: () => repository.claimHolders(),
      takeBack: (holder, now) => repository.takeBack(holder, now),
    },
    // The sends in flight are cancelled: due again at once, for the next start or another instance.
    abort: () => sending.shutdown.abort(),
  })

  return {
    configured: transport !== null,
    token: sending.token,

    start() {
      if (transport) worker.start()
    },

    // A new enquiry was stored: look in a moment rather than at the next poll. While a batch is
    // being sent, the loop looks again as soon as it is done.
    wake: worker.wake,

    // Lets the sends in flight finish for a moment, then cancels the rest, closes the SMTP
    // connections and hands back what this instance still holds.
    async stop(graceMs = 5_000) {
      await worker.stop(graceMs)
      sending.shutdown.abort()
      transport?.close()
      await handBack(sending)
    },
  }
}

export type Notifier = ReturnType<typeof createNotifier>

export function mailSettings(
  config: { NOTIFY_TO: string; MAIL_FROM: string },
  site: { name: string; email: string; siteUrl: string }
): MailSettings {
  // The address and name are read at each use: staff may publish an edit of them.
  return {
    get to() {
      return config.NOTIFY_TO || site.email
    },
    from: config.MAIL_FROM || `no-reply@${new URL(site.siteUrl).hostname}`,
    get siteName() {
      return site.name
    },
    siteUrl: site.siteUrl,
  }
}

declare module "fastify" {
  interface FastifyInstance {
    notifier: Pick<Notifier, "configured" | "wake"> & {
      settings: MailSettings
      // The notifier's clock (a test's may run ahead of the real one).
      now: () => number
    }
  }
}

export interface NotifierPluginOptions {
  notifierTiming?: Partial<NotifierTiming>
}

export default fp(
  async (fastify, opts: NotifierPluginOptions) => {
    const settings = mailSettings(fastify.config, fastify.siteConfig)
    const notifier = createNotifier({
      repository: fastify.notificationsRepository,
      transport: fastify.config.SMTP_URL
        ? smtpTransport(fastify.config.SMTP_URL)
        : null,
      settings,
      log: fastify.log.child({ component: "notifier" }),
      jobs: fastify.jobs,
      timing: opts.notifierTiming,
      rates: { [NEWSLETTER_CATEGORY]: fastify.config.NEWSLETTER_RATE },
      outcomes: {
        sent: (category) => fastify.metrics.mailSent.inc({ category }),
        failed: (category) => fastify.metrics.mailFailures.inc({ category }),
      },
    })
    fastify.decorate("notifier", {
      configured: notifier.configured,
      wake: notifier.wake,
      settings,
      now: fastify.jobs.now,
    })
    if (!notifier.configured)
      fastify.log.warn(
        "SMTP_URL is not set: enquiry notifications are stored and wait, pending, until it is"
      )
    fastify.addHook("onReady", async () => notifier.start())
    fastify.addHook("onClose", async () => notifier.stop())
  },
  {
    name: "notifier",
    dependencies: [
      "env",
      "site-config",
      "jobs",
      "notifications-repository",
      "metrics",
    ],
  }
)
