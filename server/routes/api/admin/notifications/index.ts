import type { TypedPlugin } from "../../../../common/type-provider"
import { errorResponses, IdParams } from "../../../../../schemas/common"
import {
  NotificationQueued,
  NotificationStatus,
} from "../../../../../schemas/notifications"
import { rolesFor } from "../../../../../schemas/permissions"

// The panel's view of the enquiry e-mails (docs/mail.md): whether mail is configured
// and how many wait or failed, for the dashboard; and "send again" for a failed one. Each
// record's own state comes with the contacts and teachers lists (schemas/content.ts `derived`).
// The token check is in ../autohooks.ts; the paths sit beside the records they act on.
export const prefixOverride = "/api/admin"

const owners = { contacts: "contact", teachers: "teacher" } as const

const notifications: TypedPlugin = async (fastify) => {
  fastify.get(
    "/notifications",
    {
      config: { roles: rolesFor("notifications", "show") },
      schema: {
        response: { 200: NotificationStatus, ...errorResponses(401, 403) },
      },
    },
    async () => ({
      configured: fastify.notifier.configured,
      to: fastify.notifier.settings.to,
      from: fastify.notifier.settings.from,
      ...(await fastify.notificationsRepository.counts()),
    })
  )

  for (const [resource, kind] of Object.entries(owners)) {
    fastify.post(
      `/${resource}/:id/notification`,
      {
        config: { roles: rolesFor("notifications", "edit") },
        schema: {
          params: IdParams,
          response: {
            202: NotificationQueued,
            ...errorResponses(400, 401, 403, 404, 409),
          },
        },
      },
      async (request, reply) => {
        const outcome = await fastify.notificationsRepository.resend(
          { kind, id: request.params.id },
          new Date(fastify.notifier.now()).toISOString()
        )
        if (outcome === "queued") {
          fastify.notifier.wake()
          return reply.code(202).send({
            notification: "pending",
            message: fastify.notifier.configured
              ? "The e-mail will be sent again in a moment"
              : "The e-mail is queued again; it waits until SMTP_URL is set",
          })
        }
        if (outcome === "missing")
          return reply
            .code(404)
            .send({ message: `There is no record with this id in ${resource}` })
        return reply.code(409).send({ message: refusal[outcome] })
      }
    )
  }
}

const refusal = {
  none: "This record has no e-mail to send: it is spam or a newsletter sign-up",
  pending: "This e-mail has not failed: it is still waiting to be sent",
  sent: "This e-mail was already sent",
  failed: "This e-mail has failed",
}

export default notifications
