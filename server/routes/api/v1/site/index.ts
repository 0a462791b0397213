import type { TypedPlugin } from "../../../../lib/type-provider"
import { withLegacyId } from "../../../../lib/records"
import { errorResponses } from "../../../../schemas/common"
import {
  ContactResponse,
  ContactUpload,
  NewsletterUpload,
} from "../../../../schemas/contact"

// The visitors' forms, under /api/v1/{brand} with the brand word from content/site.json, so the
// folder cannot carry the URL: the prefix is set here instead.
export const prefixOverride = ""

const forms: TypedPlugin = async (fastify) => {
  const base = `/api/v1/${fastify.siteConfig.brand}`
  const config = { rateLimit: fastify.rateLimitFor("forms") }
  const failures = errorResponses(400, 413, 415, 429)

  fastify.post(
    `${base}/contact/upload`,
    {
      config,
      schema: {
        body: ContactUpload,
        response: { 201: ContactResponse, ...failures },
      },
    },
    async (request, reply) => {
      const { source = "session", website = "", ...fields } = request.body
      const spam = website.trim() !== ""
      const contact = await fastify.contactsRepository.create({
        ...fields,
        source,
        spam,
      })
      if (!spam) fastify.notifier.wake()
      return reply.code(201).send({
        Contact: withLegacyId(contact),
        message: "Contact request received",
      })
    }
  )

  fastify.post(
    `${base}/newsletter/upload`,
    {
      config,
      schema: {
        body: NewsletterUpload,
        response: { 200: ContactResponse, 201: ContactResponse, ...failures },
      },
    },
    async (request, reply) => {
      const { contact, created } = await fastify.contactsRepository.subscribe(
        request.body.email
      )
      return reply.code(created ? 201 : 200).send({
        Contact: withLegacyId(contact),
        message: created
          ? "Subscribed to the newsletter"
          : "This address is already subscribed",
      })
    }
  )
}

export default forms
