import type { FastifyRequest } from "fastify"
import type { TypedPlugin } from "../../../../common/type-provider"
import type { AuditAction } from "../../../../plugins/app/audit/audit"
import { recordAudit } from "../../../../plugins/app/audit/audit-repository"
import type { Audit } from "../../../../plugins/app/newsletter/newsletters-repository"
import {
  filterValues,
  parseListQuery,
  setContentRange,
} from "../../../../common/list-query"
import {
  errorResponses,
  IdParams,
  Message,
} from "../../../../../schemas/common"
import {
  Cards,
  Newsletter,
  NewsletterInput,
  NewsletterUpdate,
  RenderedEmail,
} from "../../../../../schemas/newsletter"
import { listSchema, timestampFields } from "../../../../../schemas/content"
import { STAFF } from "../../../../../schemas/roles"

// The issues of the newsletter (docs/newsletter.md), in ra-data-simple-rest's shape, for admins and
// editors: write a draft, preview it as the e-mail, send a test to oneself, then send it to every
// confirmed subscriber (202: it goes out through the outbox at NEWSLETTER_RATE, and the record's
// sent, pending and failed counts follow it). A draft changes; an issue that went out does not.

// What the list sorts by; it filters by `status` only.
const listFields = {
  subject: { kind: "text" },
  status: { kind: "text" },
  sendStartedAt: { kind: "date" },
  sentAt: { kind: "date" },
  ...timestampFields,
} as const

const missing = { message: "There is no newsletter with this id" }
const sentAlready = {
  message: "This newsletter has been sent: it can no longer be changed",
}

// long: a list of route registrations, each short
const newsletters: TypedPlugin = async (fastify) => {
  const repository = fastify.newslettersRepository
  const config = { roles: STAFF }
  const now = () => new Date(fastify.notifier.now()).toISOString()
  // The audit entry of a change, written in the change's transaction.
  const audit =
    (
      request: FastifyRequest,
      action: AuditAction,
      changes?: Record<string, unknown>
    ): Audit =>
    (trx, id) =>
      recordAudit(trx, {
        actor: request.actor!,
        action,
        resource: "newsletters",
        recordId: id,
        changes,
      })

  fastify.get(
    "/",
    {
      config,
      schema: listSchema(Newsletter),
    },
    async (request, reply) => {
      const params = parseListQuery(request.query, listFields, {
        filters: ["status"],
      })
      const { records, total } = await repository.list({
        sort: params.sort,
        offset: params.offset,
        limit: params.limit,
        statuses: filterValues(params, "status"),
      })
      setContentRange(
        reply,
        "newsletters",
        params.offset,
        records.length,
        total
      )
      return records
    }
  )

  // The published blogs, news and events an issue may show, newest first.
  fastify.get(
    "/items",
    {
      config,
      schema: {
        response: { 200: Cards, ...errorResponses(401, 403) },
      },
    },
    async () => fastify.newsletter.recentItems()
  )

  // The e-mail as a subscriber will see it, for unsaved form values.
  fastify.post(
    "/preview",
    {
      config,
      schema: {
        body: NewsletterInput,
        response: {
          200: RenderedEmail,
          ...errorResponses(400, 401, 403, 413, 415),
        },
      },
    },
    async (request) => fastify.newsletter.preview(request.body)
  )

  // A saved issue's e-mail: as it was sent, once sending has started; as it would be, before.
  fastify.get(
    "/:id/preview",
    {
      config,
      schema: {
        params: IdParams,
        response: { 200: RenderedEmail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const email = await fastify.newsletter.previewOf(request.params.id)
      return email ?? reply.code(404).send(missing)
    }
  )

  fastify.get(
    "/:id",
    {
      config,
      schema: {
        params: IdParams,
        response: { 200: Newsletter, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      (await repository.get(request.params.id)) ?? reply.code(404).send(missing)
  )

  fastify.post(
    "/",
    {
      config,
      schema: {
        body: NewsletterInput,
        response: {
          201: Newsletter,
          ...errorResponses(400, 401, 403, 413, 415),
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await repository.create(request.body, now(), audit(request, "create"))
        )
  )

  fastify.put(
    "/:id",
    {
      config,
      schema: {
        params: IdParams,
        body: NewsletterUpdate,
        response: {
          200: Newsletter,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const outcome = await repository.update(
        request.params.id,
        request.body,
        now(),
        audit(request, "update", { fields: Object.keys(request.body) })
      )
      if (outcome === "missing") return reply.code(404).send(missing)
      if (outcome === "not-draft") return reply.code(409).send(sentAlready)
      return outcome
    }
  )

  fastify.delete(
    "/:id",
    {
      config,
      schema: {
        params: IdParams,
        response: {
          200: Newsletter,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const outcome = await repository.remove(
        request.params.id,
        audit(request, "delete")
      )
      if (outcome === "missing") return reply.code(404).send(missing)
      if (outcome === "not-draft")
        return reply.code(409).send({
          message:
            "This newsletter has been sent to its readers; it is kept as it was sent",
        })
      return outcome
    }
  )

  // To the signed-in editor's own address, marked [Test]; the issue stays a draft. The audit
  // trail records it as a send, to the sender only.
  fastify.post(
    "/:id/test",
    {
      config,
      schema: {
        params: IdParams,
        response: { 202: Message, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const issue = await repository.get(request.params.id)
      if (!issue) return reply.code(404).send(missing)
      const to = request.actor!.email
      await fastify.newsletter.sendTest(
        issue,
        to,
        audit(request, "publish", { sent: "a test copy to the sender" })
      )
      return reply.code(202).send({
        message: fastify.notifier.configured
          ? `A test copy is on its way to ${to}`
          : `A test copy to ${to} is queued; it waits until SMTP_URL is set`,
      })
    }
  )

  fastify.post(
    "/:id/send",
    {
      config,
      schema: {
        params: IdParams,
        response: {
          202: Newsletter,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const id = request.params.id
      const outcome = await fastify.newsletter.send(
        id,
        audit(request, "publish", { sent: "to every confirmed subscriber" })
      )
      if (outcome === "missing") return reply.code(404).send(missing)
      if (outcome === "not-draft")
        return reply.code(409).send({
          message: "This newsletter is already being sent, or was sent",
        })
      if (outcome === "no-subscribers")
        return reply.code(409).send({
          message:
            "No one has confirmed a subscription yet, so there is no one to send this newsletter to",
        })
      return reply.code(202).send((await repository.get(id))!)
    }
  )
}

export default newsletters
