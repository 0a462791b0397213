import { Type } from "@sinclair/typebox"
import type { FastifyReply } from "fastify"
import type { TypedPlugin } from "../../../../lib/type-provider"
import { htmlPage, type PageContent } from "../../../../lib/html-page"
import { CONFIRM_VALID_DAYS } from "../../../../plugins/app/newsletter"

// The links of the newsletter's e-mails, under /api/v1/{brand}/newsletter (the brand word comes
// from content/site.json, so this file sets its own prefix). Each answers a page for a person, not
// JSON: the confirmation link confirms a sign-up; the unsubscribe link shows a button, and a POST
// to it (the button, or a mailbox provider's one-click unsubscribe, RFC 8058) ends the
// subscription at once. A POST there is the one body the API takes that is not JSON:
// `List-Unsubscribe=One-Click`, form-encoded, with no cookie or token besides the link's own.
//
// No rate limit: the links are signed, so guessing one gets nowhere, and a mailbox provider sends
// the one-click POSTs of many readers from a few addresses.
export const prefixOverride = ""

const TokenQuery = Type.Object({ token: Type.String({ maxLength: 512 }) })
const OneClick = Type.Object({
  "List-Unsubscribe": Type.Optional(Type.String({ maxLength: 100 })),
  // Set by the page's own button, to tell it apart from a mailbox provider's click in the ledger.
  via: Type.Optional(Type.String({ maxLength: 20 })),
})
const Page = { type: "string", description: "an HTML page" } as const
// A 400 is the forged-link page or, for a body the server refuses before the route runs (too
// deep, say), its JSON error: no schema, so each is sent as it is.
const pages = { 200: Page, 410: Page }

const links: TypedPlugin = async (fastify) => {
  const base = `/api/v1/${fastify.siteConfig.brand}/newsletter`
  const site = fastify.siteConfig
  const signUpAgain: [string, string] = [
    "Sign up again on our website",
    new URL("/#newsletter", site.siteUrl).toString(),
  ]
  const home: [string, string] = [`Go to ${site.name}`, site.siteUrl]
  const show = (
    reply: FastifyReply,
    status: 200 | 400 | 410,
    content: Omit<PageContent, "siteName" | "siteUrl" | "themeColor">
  ) =>
    reply
      .code(status)
      .type("text/html; charset=utf-8")
      .send(
        htmlPage({
          siteName: site.name,
          siteUrl: site.siteUrl,
          themeColor: site.themeColor,
          ...content,
        })
      )
  const now = () => new Date(fastify.notifier.now()).toISOString()
  const deleteAfter = fastify.config.RETENTION_UNSUBSCRIBED_DAYS

  // The one body parser of this file: what RFC 8058 posts. Everything else under /api stays JSON.
  fastify.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)))
    }
  )

  fastify.get(
    `${base}/confirm`,
    { schema: { querystring: TokenQuery, response: pages } },
    async (request, reply) => {
      const check = fastify.newsletter.checkConfirmToken(request.query.token)
      if (!check.valid && check.reason === "forged")
        return show(reply, 400, {
          title: "This confirmation link is not valid",
          paragraphs: [
            "The link is incomplete or has been changed. Open it again from the e-mail we sent you, or copy the whole address into your browser.",
          ],
          links: [home],
        })
      if (!check.valid)
        return show(reply, 410, {
          title: "This confirmation link has expired",
          paragraphs: [
            `A confirmation link works for ${CONFIRM_VALID_DAYS} days. Your address has not been confirmed, so we send you nothing. To receive the newsletter, sign up again and use the link of the new e-mail.`,
          ],
          links: [signUpAgain],
        })
      const outcome = await fastify.subscribersRepository.confirm(
        check.contactId,
        check.nonce,
        { ip: request.ip, now: now() }
      )
      if (outcome === "confirmed")
        return show(reply, 200, {
          title: "Your subscription is confirmed",
          paragraphs: [
            `Thank you. The next issue of the ${site.name} newsletter will reach you by e-mail.`,
            "Every issue has a link to unsubscribe with one click, whenever you like.",
          ],
          links: [home],
        })
      return show(reply, 410, {
        title: "This confirmation link has already been used",
        paragraphs: [
          "Each confirmation link works once. If you followed it before, your subscription is confirmed and nothing more is needed. If you have since unsubscribed, sign up again to receive the newsletter.",
        ],
        links: [signUpAgain],
      })
    }
  )

  const forged = (reply: FastifyReply) =>
    show(reply, 400, {
      title: "This unsubscribe link is not valid",
      paragraphs: [
        "The link is incomplete or has been changed, so nothing was changed. Use the unsubscribe link of any of our newsletters, or copy the whole address into your browser.",
        `You can also write to ${site.email} and we will take you off the list.`,
      ],
      links: [home],
    })

  // The same page for every valid link, whether the address still subscribes, has left, or is
  // gone: the page tells no one which.
  fastify.get(
    `${base}/unsubscribe`,
    { schema: { querystring: TokenQuery, response: pages } },
    async (request, reply) => {
      if (!fastify.newsletter.checkUnsubscribeToken(request.query.token))
        return forged(reply)
      return show(reply, 200, {
        title: `Unsubscribe from the ${site.name} newsletter`,
        paragraphs: [
          "Press the button and we stop sending you the newsletter at once. Nothing else is needed.",
        ],
        form: {
          action: `${base}/unsubscribe?token=${encodeURIComponent(request.query.token)}`,
          fields: { "List-Unsubscribe": "One-Click", via: "page" },
          button: "Unsubscribe",
        },
        links: [home],
      })
    }
  )

  fastify.post(
    `${base}/unsubscribe`,
    { schema: { querystring: TokenQuery, body: OneClick, response: pages } },
    async (request, reply) => {
      const contactId = fastify.newsletter.checkUnsubscribeToken(
        request.query.token
      )
      if (!contactId) return forged(reply)
      if (request.body?.["List-Unsubscribe"] !== "One-Click")
        return show(reply, 400, {
          title: "Nothing was changed",
          paragraphs: [
            "This address unsubscribes with the form body List-Unsubscribe=One-Click. Open the link in a browser and press the button instead.",
          ],
          links: [home],
        })
      await fastify.subscribersRepository.unsubscribe(contactId, {
        method: request.body.via === "page" ? "unsubscribe page" : "one-click",
        ip: request.ip,
        now: now(),
      })
      return show(reply, 200, {
        title: "You are unsubscribed",
        paragraphs: [
          `You will receive no more issues of the ${site.name} newsletter.${deleteAfter ? ` We delete your address within ${deleteAfter} days.` : ""}`,
          "Changed your mind? You are welcome back at any time.",
        ],
        links: [signUpAgain, home],
      })
    }
  )
}

export default links
