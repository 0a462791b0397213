import { existsSync } from "node:fs"
import path from "node:path"
import fastifyEtag from "@fastify/etag"
import fastifyStatic from "@fastify/static"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import fp from "fastify-plugin"
import {
  cacheControlFor,
  clientOnlyRoutes,
  findShell,
  isFile,
  readHtmlPage,
  hasEncodedCopies,
  isSubresource,
} from "../../common/gatsby-public"
import { dropDocumentHeaders } from "./helmet"

// @see https://github.com/fastify/fastify-static
// Serves Gatsby's public/ on GET /*: files as Gatsby wrote them (case-sensitive, no trailing
// slash: trailingSlash "never"), the shell page for client-only routes, and 404.html with a real
// 404 for everything else. Paths under /api never get here: routes/api/index.ts answers those.

export default fp(
  // long: the plugin's decorators and hooks one after another, each short
  async (fastify) => {
    const publicDir = path.resolve(fastify.config.publicDir)

    // A page goes out as the very bytes its CSP's script hashes were taken from (read once and
    // kept, server/common/gatsby-public.ts), so not by @fastify/static, which would read the file again;
    // @fastify/etag (registered below) gives it its ETag and 304.
    async function sendHtml(
      reply: FastifyReply,
      file: string,
      status: number,
      cacheControl = cacheControlFor("index.html"),
      csp = { thirdParty: true }
    ) {
      const page = await readHtmlPage(file)
      return reply
        .code(status)
        .type("text/html; charset=utf-8")
        .header("cache-control", cacheControl)
        .header(
          "content-security-policy",
          fastify.cspFor(page.scriptHashes, csp)
        )
        .send(page.body)
    }

    async function notFound(reply: FastifyReply) {
      const page = path.join(publicDir, "404.html")
      if (await isFile(page)) return sendHtml(reply, page, 404)
      return reply.code(404).send({ message: "Page not found" })
    }

    // A draft's preview (/preview/{token}): the shell of src/pages/preview/[token].tsx, which
    // renders the draft in the site's templates, served only for a token that opens a preview
    // now; a forged or expired one gets the 404 page. Never indexed, never cached, the token not
    // sent on to the pages it links to, and no third-party script admitted by its CSP.
    async function sendPreview(
      request: FastifyRequest<{ Params: { token: string } }>,
      reply: FastifyReply
    ) {
      reply
        .header("x-robots-tag", "noindex, nofollow")
        .header("referrer-policy", "no-referrer")
      const preview = await fastify.previewRepository.find(request.params.token)
      const shell = preview && (await findShell(publicDir, "/preview"))
      if (!shell) return notFound(reply)
      return sendHtml(reply, shell, 200, "no-store", { thirdParty: false })
    }

    // Any file of the site, page or not, sent with reply.sendFile: that of the @fastify/static
    // registered in the route's own context (serveFiles below).
    async function sendSiteFile(request: FastifyRequest, reply: FastifyReply) {
      if (!existsSync(path.join(publicDir, "index.html"))) {
        return reply.code(503).header("retry-after", "60").send({
          message:
            "The site is not built yet; run npm run build. The API works.",
        })
      }
      const [rawPath, query] = splitUrl(request.url)
      if (rawPath.length > 1 && rawPath.endsWith("/")) {
        // Leading slashes collapse too, so "//evil.example/" cannot become an open redirect.
        const target = `/${rawPath.replace(/^\/+|\/+$/g, "")}${query}`
        return reply
          .code(301)
          .header("cache-control", "public, max-age=3600")
          .redirect(target, 301)
      }
      const pathname = safeDecode(rawPath)
      if (pathname === null) return notFound(reply)

      const relative = pathname.slice(1)
      // Source maps hold the original code, the admin panel's with its comments: no visitor
      // needs them, so none is served (the build leaves the panel's out of public/ altogether).
      if (relative.endsWith(".map")) return notFound(reply)
      const asFile = path.join(publicDir, relative)
      if (relative && (await isFile(asFile))) {
        if (relative.endsWith(".html")) {
          return sendHtml(reply, asFile, relative === "404.html" ? 404 : 200)
        }
        reply.header("cache-control", cacheControlFor(relative))
        if (isSubresource(relative)) dropDocumentHeaders(reply)
        // The same URL is sent Brotli, gzip or as it is, as the client asks.
        if (hasEncodedCopies(relative)) reply.header("vary", "accept-encoding")
        return reply.sendFile(relative)
      }
      const index = path.join(asFile, "index.html")
      if (await isFile(index))
        return sendHtml(reply, index, pathname === "/404" ? 404 : 200)

      const route = clientOnlyRoutes.find((candidate) =>
        candidate.matches(pathname)
      )
      const shell = route && (await findShell(publicDir, route.prefix))
      if (!shell) return notFound(reply)
      if (!route.resource) return sendHtml(reply, shell, 200)
      // A record's id or an earlier slug leads to its page's address now, for good; its slug
      // now without a prebuilt page is a record published since the last build, which the shell
      // shows. Neither: a real 404, with the shell, whose page then says so (404.html would be a
      // different page from the one the browser renders).
      const name = pathname.slice(route.prefix.length + 1)
      const page = await fastify.editorialRepository.page(route.resource, name)
      if (page && page.slug !== name)
        return reply
          .code(301)
          .header("cache-control", "public, max-age=3600")
          .redirect(`${route.prefix}/${page.slug}${query}`, 301)
      return sendHtml(reply, shell, page ? 200 : 404)
    }

    // Each route in a context of its own with its own @fastify/static, so that only the search's
    // files, which the build wrote compressed beside them (`<file>.br`, `<file>.gz`), are sent
    // with `preCompressed`: with @fastify/static's ETags and 304s, and left alone by the
    // compression plugin as already encoded. Every other file (the bundles among them) is opened
    // once, without first trying two siblings that are not there.
    async function serveFiles(
      site: FastifyInstance,
      url: string,
      preCompressed: boolean
    ) {
      await site.register(async (scope) => {
        await scope.register(fastifyStatic, {
          root: publicDir,
          serve: false,
          cacheControl: false,
          dotfiles: "deny",
          preCompressed,
        })
        // Pages never read their query here (the browser reads /search?q=…), so any query is fine.
        scope.get(url, { config: { ignoresQuery: true } }, sendSiteFile)
      })
    }
    // The site's routes in a context of their own, so that @fastify/etag tags the pages sent from
    // memory (weak: the compression plugin may encode them after it) and not the API's answers.
    await fastify.register(async (site) => {
      // Only a 200 answers If-None-Match with a 304 (RFC 9110, section 13.2.1): the 404 page or a
      // 503 goes out whole, whatever copy the client holds.
      site.addHook("onSend", async (request, reply) => {
        if (reply.statusCode !== 200) delete request.headers["if-none-match"]
      })
      await site.register(fastifyEtag, { weak: true })
      site.get("/preview/:token", sendPreview)
      await serveFiles(site, "/*", false)
      await serveFiles(site, "/pagefind/*", true)
    })
  },
  { name: "site-static", dependencies: ["env", "helmet"] }
)

function splitUrl(url: string): [string, string] {
  const at = url.indexOf("?")
  return at === -1 ? [url, ""] : [url.slice(0, at), url.slice(at)]
}

// A path we will look up on disk: decoded, with no empty, dot or dot-dot segments, so nothing
// outside public/ (or hidden inside it) can be named.
function safeDecode(rawPath: string): string | null {
  let pathname: string
  try {
    pathname = decodeURIComponent(rawPath)
  } catch {
    return null
  }
  if (pathname === "/") return pathname
  const segments = pathname.slice(1).split("/")
  const unsafe = segments.some(
    (segment) =>
      segment === "" || segment.startsWith(".") || /[\0\\]/.test(segment)
  )
  return unsafe ? null : pathname
}
