import type { TypedPlugin } from "../../../../common/type-provider"
import { recordAudit } from "../../../../plugins/app/audit/audit-repository"
import { parseListQuery, setContentRange } from "../../../../common/list-query"
import { errorResponses, IdParams } from "../../../../../schemas/common"
import {
  ConsentProof,
  Subscriber,
  SubscriberWithLedger,
} from "../../../../../schemas/newsletter"
import { listSchema } from "../../../../../schemas/content"
import { can, rolesFor } from "../../../../../schemas/permissions"

// The newsletter's subscribers, read-only, for admins and editors: the list (filter by status,
// search by address), each with its consent ledger, and the ledger exported as proof of consent
// (with the full wording of every version it names), which the audit trail records. The IP
// addresses in the ledger are personal data beyond what an editor needs: they and the proof are
// for those who may export it (schemas/permissions.ts), and an editor reads the ledger without them.

// What the list sorts by; it filters by `status` and searches the address (`q`), nothing else.
const listFields = {
  email: { kind: "email" },
  status: { kind: "text" },
  signedUpAt: { kind: "date" },
  confirmedAt: { kind: "date" },
  unsubscribedAt: { kind: "date" },
  confirmationSentAt: { kind: "date" },
  createdAt: { kind: "date" },
} as const
const listFilters = ["q", "id", "status"]

const missing = { message: "There is no subscriber with this id" }

// long: a list of route registrations, each short
const subscribers: TypedPlugin = async (fastify) => {
  const repository = fastify.subscribersRepository

  fastify.get(
    "/",
    {
      config: { roles: rolesFor("subscribers", "list") },
      schema: listSchema(Subscriber),
    },
    async (request, reply) => {
      const params = parseListQuery(request.query, listFields, {
        filters: listFilters,
      })
      const { records, total } = await repository.list(params)
      setContentRange(
        reply,
        "subscribers",
        params.offset,
        records.length,
        total
      )
      return records
    }
  )

  fastify.get(
    "/:id",
    {
      config: { roles: rolesFor("subscribers", "show") },
      schema: {
        params: IdParams,
        response: {
          200: SubscriberWithLedger,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const subscriber = await repository.get(request.params.id)
      if (!subscriber) return reply.code(404).send(missing)
      const consents = await repository.ledger(subscriber.id)
      const withIp = can(request.actor!.role, "subscribers", "export")
      return {
        ...subscriber,
        consents: withIp
          ? consents
          : consents.map(({ ip: _ip, ...entry }) => entry),
      }
    }
  )

  fastify.get(
    "/:id/proof",
    {
      config: { roles: rolesFor("subscribers", "export") },
      schema: {
        params: IdParams,
        response: {
          200: ConsentProof,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const subscriber = await repository.get(request.params.id)
      if (!subscriber) return reply.code(404).send(missing)
      const consents = await repository.ledger(subscriber.id)
      const versions = new Set(consents.map((entry) => entry.consentVersion))
      await recordAudit(fastify.db, {
        actor: request.actor!,
        action: "export",
        resource: "subscribers",
        recordId: subscriber.id,
        changes: { proofOfConsent: true },
      })
      reply.header(
        "content-disposition",
        `attachment; filename="consent-${subscriber.id}.json"`
      )
      return {
        subscriber,
        consents,
        wordings: fastify.newsletter.consent.all.filter((wording) =>
          versions.has(wording.version)
        ),
        exportedAt: new Date(fastify.notifier.now()).toISOString(),
      }
    }
  )
}

export default subscribers
