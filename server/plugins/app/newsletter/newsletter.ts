import type { FastifyInstance } from "fastify"
import fp from "fastify-plugin"
import { readFileSync } from "node:fs"
import {
  consentWordingOf,
  readConsentWording,
  type ConsentWording,
} from "./newsletter-consent"
import {
  cardOf,
  CONFIRMATION_CATEGORY,
  confirmationEmail,
  NEWSLETTER_CATEGORY,
  personalise,
  renderIssue,
  TEST_CATEGORY,
  type Card,
  type CardResource,
  type MailSite,
  type RenderedEmail,
} from "./newsletter-email"
import { domainOf } from "../outbox/notification-email"
import { signToken, verifyToken } from "../../../common/signed-tokens"
import { queueMail } from "../outbox/notifications-repository"
import type {
  Audit,
  ItemRef,
  NewsletterInput,
  NewsletterRecord,
  StartOutcome,
} from "./newsletters-repository"

// The newsletter's workings (docs/newsletter.md), between the routes and the repositories: the
// signed links of its e-mails, the sign-up with its confirmation e-mail, the rendering of an issue
// from the picked records, and the sending, a fan-out that a periodic job resumes after a crash.

export const CONFIRM_VALID_DAYS = 7
const FAN_OUT_BATCH = 200
export const CARD_RESOURCES: CardResource[] = ["blogs", "news", "events"]
// How many recent records of each kind the panel offers to pick from.
const RECENT_ITEMS = 20

export type ConfirmCheck =
  | { valid: true; contactId: string; nonce: string }
  | { valid: false; reason: "forged" | "expired" }

declare module "fastify" {
  interface FastifyInstance {
    newsletter: ReturnType<typeof createNewsletter>
  }
}

export function newsletterFrom(configured: string, site: MailSite) {
  return (
    configured || `${site.name} <newsletter@${new URL(site.siteUrl).hostname}>`
  )
}

// long: a factory: its body is its named functions and the methods it returns, each short
function createNewsletter(
  fastify: FastifyInstance,
  consent: () => ConsentWording
) {
  const { siteConfig, config } = fastify
  const site: MailSite = siteConfig
  const key = fastify.derivedKey("newsletter-links")
  // Read at each use, as the site's name follows its published edit.
  const from = () => newsletterFrom(config.NEWSLETTER_FROM, site)
  const listId = () =>
    `${site.name} newsletter <newsletter.${domainOf(from())}>`
  const base = new URL(`/api/v1/${siteConfig.brand}/newsletter/`, site.siteUrl)
  const now = () => new Date(fastify.notifier.now()).toISOString()
  const intervalMs = 1000 / config.NEWSLETTER_RATE
  const fanOuts = new Map<string, Promise<void>>()
  // Set when the server closes: a fan-out stops after its batch, and the job resumes it later.
  let closing = false
  const previewUnsubscribe = new URL(
    "unsubscribe?token=preview",
    base
  ).toString()

  const confirmUrl = (contactId: string, nonce: string, at: string) => {
    const expires = Math.floor(
      (Date.parse(at) + CONFIRM_VALID_DAYS * 86_400_000) / 1000
    )
    const token = signToken(key, "confirm", [contactId, nonce, String(expires)])
    return new URL(`confirm?token=${token}`, base).toString()
  }

  const unsubscribeUrl = (contactId: string) =>
    new URL(
      `unsubscribe?token=${signToken(key, "unsubscribe", [contactId])}`,
      base
    ).toString()

  // The published records picked for an issue, as cards, in the order picked; a record that is
  // no longer published is left out.
  async function cards(items: ItemRef[]): Promise<Card[]> {
    const published = new Map<
      string,
      Record<string, string | number | null> & { id: string }
    >()
    for (const resource of new Set(items.map((item) => item.resource))) {
      for (const record of await fastify.editorialRepository.published(
        resource
      ))
        published.set(`${resource}/${record.id}`, record)
    }
    const found: Card[] = []
    for (const item of items) {
      const record = published.get(`${item.resource}/${item.id}`)
      if (record)
        found.push(
          await cardOf(
            item.resource,
            record,
            site.siteUrl,
            fastify.notifier.now()
          )
        )
    }
    return found
  }

  async function fanOut(id: string) {
    while (!closing) {
      const queued = await fastify.newslettersRepository.queueBatch(id, {
        limit: FAN_OUT_BATCH,
        now: now(),
        intervalMs,
        mail: (rendered, subscriber) => {
          const url = unsubscribeUrl(subscriber.contactId)
          const email = personalise(JSON.parse(rendered) as RenderedEmail, url)
          return {
            category: NEWSLETTER_CATEGORY,
            to: subscriber.email,
            from: from(),
            ...email,
            headers: {
              "List-Unsubscribe": `<${url}>`,
              "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
              "List-Id": listId(),
              Precedence: "bulk",
            },
          }
        },
      })
      if (!queued) return
      fastify.notifier.wake()
    }
  }

  // One fan-out of an issue at a time in this process; other instances are kept apart by the
  // deliveries' primary key.
  function startFanOut(id: string) {
    if (!fanOuts.has(id)) {
      fanOuts.set(
        id,
        fanOut(id)
          .catch((error) =>
            fastify.log.error(
              { err: error, newsletter: id },
              "newsletter fan-out failed; the job resumes it"
            )
          )
          .finally(() => fanOuts.delete(id))
      )
    }
    return fanOuts.get(id)!
  }

  return {
    get from() {
      return from()
    },
    get listId() {
      return listId()
    },
    // The wording as published now (the site shows the same, built from the same edit).
    get consent() {
      return consent()
    },
    confirmUrl,
    unsubscribeUrl,

    checkConfirmToken(
      token: string,
      at = fastify.notifier.now()
    ): ConfirmCheck {
      const fields = verifyToken(key, "confirm", token, 3)
      if (!fields) return { valid: false, reason: "forged" }
      const [contactId, nonce, expires] = fields
      if (Number(expires) * 1000 <= at)
        return { valid: false, reason: "expired" }
      return { valid: true, contactId, nonce }
    },

    checkUnsubscribeToken(token: string): string | null {
      return verifyToken(key, "unsubscribe", token, 1)?.[0] ?? null
    },

    async signUp(input: {
      email: string
      page: string
      consentVersion: string
      ip: string
    }) {
      const wording = consent().find(input.consentVersion)!
      const at = now()
      const result = await fastify.subscribersRepository.signUp({
        email: input.email,
        page: input.page,
        consentVersion: wording.version,
        consentDigest: wording.digest,
        ip: input.ip,
        now: at,
        confirmation: (contactId, nonce) => ({
          category: CONFIRMATION_CATEGORY,
          to: input.email,
          from: from(),
          ...confirmationEmail({
            site,
            consentText: wording.text,
            confirmUrl: confirmUrl(contactId, nonce, at),
            page: input.page,
            at,
            validDays: CONFIRM_VALID_DAYS,
            deleteAfterDays: config.RETENTION_UNCONFIRMED_DAYS,
          }),
        }),
      })
      if (result.queued) fastify.notifier.wake()
      return result
    },

    cards,

    // Recent published blogs, news and events for the panel's picker, newest first.
    async recentItems(): Promise<Card[]> {
      const picked: Card[] = []
      for (const resource of CARD_RESOURCES) {
        const records = await fastify.editorialRepository.published(resource)
        const newest = records
          .map((record) => ({
            record,
            when: String(
              (resource === "blogs" ? record.createdAt : record.date) ||
                record.createdAt
            ),
          }))
          .sort((a, b) => b.when.localeCompare(a.when))
          .slice(0, RECENT_ITEMS)
        for (const { record } of newest)
          picked.push(
            await cardOf(resource, record, site.siteUrl, fastify.notifier.now())
          )
      }
      return picked
    },

    async render(issue: NewsletterInput) {
      return renderIssue(issue, await cards(issue.items), site)
    },

    // As a subscriber will see it, with a link that unsubscribes nobody.
    async preview(issue: NewsletterInput) {
      return personalise(await this.render(issue), previewUnsubscribe)
    },

    // A saved issue: as it was sent, or, for a draft, as it would be now.
    async previewOf(id: string) {
      const frozen = await fastify.newslettersRepository.rendered(id)
      if (frozen)
        return personalise(
          JSON.parse(frozen) as RenderedEmail,
          previewUnsubscribe
        )
      const issue = await fastify.newslettersRepository.get(id)
      return issue ? this.preview(issue) : null
    },

    // A test copy of a saved issue to `to`, queued with its audit entry.
    async sendTest(issue: NewsletterRecord, to: string, audit: Audit) {
      const email = await this.preview(issue)
      await fastify.db.transaction().execute(async (trx) => {
        await queueMail(
          trx,
          {
            category: TEST_CATEGORY,
            to,
            from: from(),
            ...email,
            subject: `[Test] ${email.subject}`,
          },
          now()
        )
        await audit(trx, issue.id)
      })
      fastify.notifier.wake()
    },

    // Starts sending a draft to every confirmed subscriber; the fan-out goes on after the answer.
    async send(id: string, audit: Audit): Promise<StartOutcome> {
      const issue = await fastify.newslettersRepository.get(id)
      if (!issue) return "missing"
      if (issue.status !== "draft") return "not-draft"
      const rendered = await this.render(issue)
      const outcome = await fastify.newslettersRepository.startSending(
        id,
        JSON.stringify(rendered),
        now(),
        audit
      )
      if (outcome === "started") void startFanOut(id)
      return outcome
    },

    // The server is closing: the fan-outs under way stop after their current batch.
    async settle() {
      closing = true
      await Promise.allSettled([...fanOuts.values()])
    },

    // The periodic job: finish any fan-out a crash interrupted, and mark what is done as sent.
    async resume() {
      for (const id of await fastify.newslettersRepository.fanningOut())
        await startFanOut(id)
      await fastify.newslettersRepository.markSent(now())
    },
  }
}

export default fp(
  async (fastify) => {
    // The shipped wording is checked as the server starts; a published edit that does not read
    // as a wording (never saved so: the workflow checks it) leaves the shipped one in force.
    const file = fastify.config.consentFile
    readConsentWording(file, fastify.siteConfig.name)
    const shipped: unknown = JSON.parse(readFileSync(file, "utf8"))
    let known: { text?: string; name: string; wording: ConsentWording } | null =
      null
    const consent = () => {
      const text = fastify.siteFilesLive.editedText(
        "data/newsletter-consent.json"
      )
      const name = fastify.siteConfig.name
      if (known && known.text === text && known.name === name)
        return known.wording
      let wording: ConsentWording | undefined
      try {
        if (text !== undefined)
          wording = consentWordingOf(
            JSON.parse(text),
            name,
            "the published edit"
          )
      } catch (error) {
        fastify.log.warn(
          { err: error },
          "the published consent wording is unusable"
        )
      }
      wording ??= consentWordingOf(shipped, name, file)
      known = { text, name, wording }
      return wording
    }
    const newsletter = createNewsletter(fastify, consent)
    fastify.decorate("newsletter", newsletter)
    fastify.addHook("onClose", () => newsletter.settle())
    fastify.jobs.define({
      name: "newsletter-sending",
      everyMs: 5_000,
      leaseMs: 5 * 60_000,
      run: () => newsletter.resume(),
    })
  },
  {
    name: "newsletter",
    dependencies: [
      "env",
      "site-config",
      "site-files-live",
      "jwt",
      "jobs",
      "notifier",
      "editorial-repository",
      "subscribers-repository",
      "newsletters-repository",
    ],
  }
)
