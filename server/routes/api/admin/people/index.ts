import type { FastifyRequest } from "fastify"
import type { TypedPlugin } from "../../../../common/type-provider"
import { errorResponses, NoBody } from "../../../../../schemas/common"
import {
  EmailQuery,
  PersonalData,
  PersonalDataExport,
} from "../../../../../schemas/newsletter"
import { ADMIN_ONLY } from "../../../../../schemas/roles"

// One person's data, by e-mail address, for administrators only (GDPR articles 15 and 17): what
// the product keeps on it, the same as one JSON file (the export), and its erasure (records
// deleted or anonymised, the audit trail redacted, a build queued and the releases that show the
// person taken away). Each of the three is recorded in the audit trail with the keyed hash of the
// address in place of the address. What each kind of record holds and how it is erased is in
// plugins/app/people/people-repository.ts.
// long: a list of route registrations, each short
const people: TypedPlugin = async (fastify) => {
  const config = { roles: ADMIN_ONLY }
  const repository = fastify.peopleRepository
  // The contract's actions have no "view": showing the data in the panel is an `export` too (it
  // leaves the system for an administrator's eyes), told from the file by `view: true`.
  const audited = (request: FastifyRequest, email: string, view = false) => ({
    actor: request.actor!,
    resource: "people",
    changes: { emailHash: fastify.personHash(email), ...(view && { view }) },
  })

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
      records: await repository.read(request.query.email, {
        ...audited(request, request.query.email, true),
        action: "export",
      }),
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
      const records = await repository.read(email, {
        ...audited(request, email),
        action: "export",
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
        response: {
          204: NoBody,
          ...errorResponses(400, 401, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const { email } = request.query
      const erased = await repository.erase(email, audited(request, email))
      if (erased.outcome === "enabled-account")
        return reply.code(409).send({
          message:
            "This address has an enabled staff account: disable it first.",
        })
      // Journaled beside the backups, so a restore of an older archive erases the person again.
      await fastify.backups.recordErasure(fastify.personHash(email))
      await fastify.sitePublisher.withdraw(erased.terms, request.actor!)
      return reply.code(204).send(null)
    }
  )
}

export default people
