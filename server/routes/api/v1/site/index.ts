import type { TypedPlugin } from "../../../../common/type-provider"
import { withLegacyId } from "../../../../common/records"
import { refererPath } from "../../../../common/site-url"
import { errorResponses } from "../../../../../schemas/common"
import {
  ContactResponse,
  ContactUpload,
  NewsletterUpload,
} from "../../../../../schemas/contact"

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
      fastify.metrics.enquiries.inc({ source, spam: String(spam) })
      if (!spam) fastify.notifier.wake()
      return reply.code(201).send({
        Contact: withLegacyId(contact),
        message: "Contact request received",
      })
    }
  )

  // A sign-up is unconfirmed until the link of the e-mail it sends is followed
  // (routes/api/v1/newsletter); answered as before, 201 the first time, then 200 with that record.
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
      const { email, page, consentVersion } = request.body
      // The consent wording as published now, which the site's form shows once built.
      await fastify.siteFilesLive.refresh()
      const { consent } = fastify.newsletter
      if (consentVersion && !consent.find(consentVersion)) {
        return reply.code(400).send({
          message: `consentVersion must be one of ${consent.all.map((entry) => entry.version).join(", ")}`,
        })
      }
      const { contact, created } = await fastify.newsletter.signUp({
        email,
        page:
          page ??
          refererPath(request.headers.referer, fastify.siteConfig.siteUrl),
        consentVersion: consentVersion ?? consent.current.version,
        ip: request.ip,
      })
      return reply.code(created ? 201 : 200).send({
        Contact: withLegacyId(contact),
        message: created
          ? "Almost done: confirm your subscription with the link we have e-mailed to you"
          : "This address has already signed up",
      })
    }
  )
}

export default forms
