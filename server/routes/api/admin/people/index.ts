import type { TypedPlugin } from "../../../../lib/type-provider"
import { errorResponses } from "../../../../../schemas/common"
import {
  EmailQuery,
  PersonalData,
  PersonalDataExport,
} from "../../../../../schemas/newsletter"
import { ADMIN_ONLY } from "../../../../../schemas/roles"
import { findTraces, searchTerms } from "../../../../lib/person-traces"

// One person's data, by e-mail address, for administrators only (GDPR articles 15 and 17): what
// the product keeps on it, the same as one JSON file (the export, recorded in the audit trail), and
// its erasure (records deleted or anonymised, the audit trail redacted; the erasure itself recorded
// without the address; a build queued and the releases that show the person taken away). What
// each kind of record holds and how it is erased is in plugins/app/people-repository.ts.
const people: TypedPlugin = async (fastify) => {
  const config = { roles: ADMIN_ONLY }
  const repository = fastify.peopleRepository

  fastify.get(
    "/",
    {
      config,
      schema: {
        querystring: EmailQuery,
        response: { 200: PersonalData, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      email: request.query.email,
      records: await repository.find(request.query.email),
    })
  )

  fastify.get(
    "/export",
    {
      config,
      schema: {
        querystring: EmailQuery,
        response: {
          200: PersonalDataExport,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { email } = request.query
      const records = await repository.exportFor(email, {
        actor: request.actor!,
        resource: "people",
        changes: { email },
      })
      const name = email.replace(/[^A-Za-z0-9._-]+/g, "_")
      reply.header(
        "content-disposition",
        `attachment; filename="personal-data-${name}.json"`
      )
      return {
        email,
        exportedAt: new Date(fastify.notifier.now()).toISOString(),
        records,
      }
    }
  )

  fastify.delete(
    "/",
    {
      config,
      schema: {
        querystring: EmailQuery,
        response: { 204: { type: "null" }, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { email } = request.query
      // Read before the erasure, which deletes what names them: what the site may show of them.
      const terms = searchTerms(await findTraces(fastify.db, email))
      await repository.erase(email, {
        actor: request.actor!,
        resource: "people",
      })
      await fastify.sitePublisher.withdraw(terms, request.actor!.email)
      return reply.code(204).send()
    }
  )
}

export default people
