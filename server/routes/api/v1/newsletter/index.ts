import type { FastifyReply } from "fastify"
import type { TypedPlugin } from "../../../../common/type-provider"
import { htmlPage, type PageContent } from "../../../../common/html-page"
import { CONFIRM_VALID_DAYS } from "../../../../plugins/app/newsletter/newsletter"
import shippedWords from "../../../../../content/data/newsletter-pages.json"
import { fillWords } from "../../../../../common/fill-words"
import {
  HtmlPage,
  LinkTokenQuery,
  UnsubscribeForm,
} from "../../../../../schemas/newsletter"

// The links of the newsletter's e-mails, under /api/v1/{brand}/newsletter (the brand word comes
// from content/site.json, so this file sets its own prefix). Each answers a page for a person, not
// JSON. The confirmation link shows a button whose POST confirms the sign-up (a mail gateway that
// follows the link confirms nothing); the unsubscribe link shows a button, and a POST to it (the
// button, or a mailbox provider's one-click unsubscribe, RFC 8058) ends the subscription at once.
// Those POSTs are the only bodies the API takes that are not JSON: form-encoded, with no cookie or
// token besides the link's own (the unsubscribe's is `List-Unsubscribe=One-Click`).
//
// The pages' words are content (content/data/newsletter-pages.json, or its published edit, read
// again before each request), where `{name}`, `{email}` and `{days}` stand for the company's name
// and address and the number of days that applies.
//
// No rate limit: the links are signed, so guessing one gets nowhere, and a mailbox provider sends
// the one-click POSTs of many readers from a few addresses.
export const prefixOverride = ""

// A 400 is the forged-link page or, for a body the server refuses before the route runs (too
// deep, say), its JSON error: no schema, so each is sent as it is.
const pages = { 200: HtmlPage, 410: HtmlPage }

// long: a list of route registrations, each short
const links: TypedPlugin = async (fastify) => {
  const base = `/api/v1/${fastify.siteConfig.brand}/newsletter`
  const site = fastify.siteConfig
  const fill = (text: string, days = 0) =>
    fillWords(text, { name: site.name, email: site.email, days })
  const words = () =>
    fastify.siteFilesLive.json("data/newsletter-pages.json", shippedWords)
  fastify.addHook("onRequest", () => fastify.siteFilesLive.refresh())
  const signUpAgain = (): [string, string] => [
    fill(words().links.signUpAgain),
    new URL("/#newsletter", site.siteUrl).toString(),
  ]
  const home = (): [string, string] => [fill(words().links.home), site.siteUrl]
  const show = (
    reply: FastifyReply,
    status: 200 | 400 | 410,
    page: { title: string; paragraphs: string[] },
    rest: Pick<PageContent, "links" | "form"> & { days?: number }
  ) =>
    reply
      .code(status)
      .type("text/html; charset=utf-8")
      .send(
        htmlPage({
          siteName: site.name,
          siteUrl: site.siteUrl,
          themeColor: site.themeColor,
          title: fill(page.title, rest.days),
          paragraphs: page.paragraphs.map((text) => fill(text, rest.days)),
          form: rest.form,
          links: rest.links,
        })
      )
  const now = () => new Date(fastify.notifier.now()).toISOString()
  const deleteAfter = fastify.config.RETENTION_UNSUBSCRIBED_DAYS

  // The one body parser of this file: what the pages' buttons and RFC 8058 post. Everything else
  // under /api stays JSON.
  fastify.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)))
    }
  )

  // A valid, unexpired confirmation token's contact and nonce; else null, with the page that says
  // why not sent.
  const confirmToken = (reply: FastifyReply, token: string) => {
    const check = fastify.newsletter.checkConfirmToken(token)
    if (check.valid) return check
    if (check.reason === "forged")
      show(reply, 400, words().confirmForged, { links: [home()] })
    else
      show(reply, 410, words().confirmExpired, {
        links: [signUpAgain()],
        days: CONFIRM_VALID_DAYS,
      })
    return null
  }

  // Mail gateways follow the links of the e-mails they scan: the GET only shows the button.
  fastify.get(
    `${base}/confirm`,
    { schema: { querystring: LinkTokenQuery, response: pages } },
    async (request, reply) => {
      const check = confirmToken(reply, request.query.token)
      if (!check) return reply
      return show(reply, 200, words().confirm, {
        form: {
          action: `${base}/confirm?token=${encodeURIComponent(request.query.token)}`,
          fields: {},
          button: fill(words().confirm.button),
        },
        links: [home()],
      })
    }
  )

  // The button: whatever the form's fields, the token in the address confirms.
  fastify.post(
    `${base}/confirm`,
    { schema: { querystring: LinkTokenQuery, response: pages } },
    async (request, reply) => {
      const check = confirmToken(reply, request.query.token)
      if (!check) return reply
      const outcome = await fastify.subscribersRepository.confirm(
        check.contactId,
        check.nonce,
        { ip: request.ip, now: now() }
      )
      if (outcome === "confirmed")
        return show(reply, 200, words().confirmed, { links: [home()] })
      return show(reply, 410, words().confirmUsed, { links: [signUpAgain()] })
    }
  )

  const forged = (reply: FastifyReply) =>
    show(reply, 400, words().unsubscribeForged, { links: [home()] })

  // The same page for every valid link, whether the address still subscribes, has left, or is
  // gone: the page tells no one which.
  fastify.get(
    `${base}/unsubscribe`,
    { schema: { querystring: LinkTokenQuery, response: pages } },
    async (request, reply) => {
      if (!fastify.newsletter.checkUnsubscribeToken(request.query.token))
        return forged(reply)
      return show(reply, 200, words().unsubscribe, {
        form: {
          action: `${base}/unsubscribe?token=${encodeURIComponent(request.query.token)}`,
          fields: { "List-Unsubscribe": "One-Click", via: "page" },
          button: fill(words().unsubscribe.button),
        },
        links: [home()],
      })
    }
  )

  fastify.post(
    `${base}/unsubscribe`,
    {
      schema: {
        querystring: LinkTokenQuery,
        body: UnsubscribeForm,
        response: pages,
      },
    },
    async (request, reply) => {
      const contactId = fastify.newsletter.checkUnsubscribeToken(
        request.query.token
      )
      if (!contactId) return forged(reply)
      if (request.body?.["List-Unsubscribe"] !== "One-Click")
        return show(reply, 400, words().notOneClick, { links: [home()] })
      await fastify.subscribersRepository.unsubscribe(contactId, {
        method: request.body.via === "page" ? "unsubscribe page" : "one-click",
        ip: request.ip,
        now: now(),
      })
      return show(
        reply,
        200,
        deleteAfter ? words().unsubscribedDeleteAfter : words().unsubscribed,
        { links: [signUpAgain(), home()], days: deleteAfter }
      )
    }
  )
}

export default links
