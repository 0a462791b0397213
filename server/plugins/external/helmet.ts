import helmet from "@fastify/helmet"
import type { FastifyReply } from "fastify"
import fp from "fastify-plugin"
import type { SiteConfig } from "./site-config"

// @see https://github.com/fastify/fastify-helmet
//
// The CSP. Gatsby inlines a few small scripts in every page (chunk mapping, page path, the
// image loader) and inline styles, including style attributes. Scripts: 'unsafe-inline' would
// undo most of what a CSP is for, so site-static.ts hashes each page's inline scripts and sends
// them as 'sha256-…' sources with that page; nothing else inline runs. Styles: style attributes
// cannot be hashed without 'unsafe-hashes', and an injected style cannot run code, so
// style-src keeps 'unsafe-inline' (the admin panel's MUI styles need it as well).
// 'wasm-unsafe-eval' lets the site search compile Pagefind's WebAssembly (/pagefind/wasm.*),
// served by this origin; it allows no eval() of JavaScript.
//
// Third-party scripts are off until content/site.json names them; each id adds the origins its
// vendor's loader needs. Their loaders must be external scripts (<script src>): an inline snippet
// would not match any page hash.

type Directives = Record<string, string[]>

const vendors: Record<
  keyof SiteConfig["scripts"],
  (value: string) => Partial<Directives>
> = {
  // Google Tag Manager, which loads Google Analytics.
  tagManagerId: () => ({
    "script-src": ["https://www.googletagmanager.com"],
    "connect-src": [
      "https://www.googletagmanager.com",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
    ],
    "img-src": [
      "https://www.googletagmanager.com",
      "https://*.google-analytics.com",
    ],
  }),
  // The session-analytics tag (Microsoft Clarity).
  analyticsId: () => ({
    "script-src": ["https://www.clarity.ms", "https://*.clarity.ms"],
    "connect-src": ["https://*.clarity.ms"],
    "img-src": ["https://*.clarity.ms", "https://c.bing.com"],
  }),
  // The chatbot: a script and its iframe from the embed's own origin.
  chatbotUrl: (value) => {
    const origin = URL.canParse(value) ? new URL(value).origin : null
    return origin
      ? {
          "script-src": [origin],
          "frame-src": [origin],
          "connect-src": [origin],
        }
      : {}
  },
}

export function cspDirectives(site: SiteConfig, apiUrl: string): Directives {
  const directives: Directives = {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "script-src": ["'self'", "'wasm-unsafe-eval'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    // Programme, blog and banner images are URLs an administrator enters, often on another
    // https host; an image cannot run code, so any https source may be shown. blob: is the
    // panel's preview of an image file chosen for upload (react-admin's ImageInput shows the
    // file through URL.createObjectURL), which only this origin's own scripts can create.
    "img-src": ["'self'", "data:", "https:", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "frame-src": ["'self'"],
    "manifest-src": ["'self'"],
  }
  if (apiUrl && URL.canParse(apiUrl))
    directives["connect-src"].push(new URL(apiUrl).origin)
  for (const [key, vendor] of Object.entries(vendors)) {
    const value = site.scripts[key as keyof SiteConfig["scripts"]]
    if (!value) continue
    for (const [name, sources] of Object.entries(vendor(value))) {
      directives[name] = [
        ...new Set([...(directives[name] ?? []), ...(sources ?? [])]),
      ]
    }
  }
  return directives
}

export function serializeCsp(
  directives: Directives,
  scriptHashes: string[] = []
): string {
  return Object.entries(directives)
    .map(([name, sources]) =>
      [name, ...sources, ...(name === "script-src" ? scriptHashes : [])].join(
        " "
      )
    )
    .join("; ")
}

// What helmet sends that only a document (a page, or a worker) reads: its CSP, the
// cross-origin opener and agent cluster, framing, the old XSS filter, DNS prefetching and IE's
// download prompt. A script, stylesheet, image or index file a page fetches is governed by that
// page's headers, so on those they are bytes for nothing (about half a KiB a file: the site
// search downloads a dozen). nosniff, Cross-Origin-Resource-Policy, Referrer-Policy (which a
// module script's imports and a stylesheet's fetches follow) and HSTS apply to every response and
// stay. site-static.ts drops these from the files `isSubresource` (server/common/gatsby-public.ts).
export const DOCUMENT_ONLY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "x-frame-options",
  "x-xss-protection",
  "x-dns-prefetch-control",
  "x-download-options",
] as const

/** A response for a subresource: without the headers only a document reads. */
export function dropDocumentHeaders(reply: FastifyReply) {
  // Helmet sets them on the raw response, in its onRequest hook.
  for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name)
}

declare module "fastify" {
  interface FastifyInstance {
    // The CSP header for an HTML page whose inline scripts have these hashes; without
    // `thirdParty`, no vendor's origin is admitted (a preview, whose address holds its token).
    cspFor(scriptHashes: string[], options?: { thirdParty: boolean }): string
  }
}

export default fp(
  async (fastify) => {
    const directives = cspDirectives(
      fastify.siteConfig,
      fastify.config.GATSBY_API_URL
    )
    await fastify.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives },
      // HSTS only means something over TLS; plain-HTTP answers (loopback, tests) go without.
      hsts: false,
      frameguard: { action: "deny" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    })
    const firstPartyOnly = cspDirectives(
      {
        ...fastify.siteConfig,
        scripts: { analyticsId: "", tagManagerId: "", chatbotUrl: "" },
      },
      fastify.config.GATSBY_API_URL
    )
    fastify.decorate(
      "cspFor",
      (scriptHashes: string[], { thirdParty } = { thirdParty: true }) =>
        serializeCsp(thirdParty ? directives : firstPartyOnly, scriptHashes)
    )
    fastify.addHook("onRequest", async (request, reply) => {
      // With TRUST_PROXY, request.protocol follows X-Forwarded-Proto from the TLS terminator.
      if (request.protocol === "https") {
        reply.header(
          "strict-transport-security",
          "max-age=31536000; includeSubDomains"
        )
      }
    })
  },
  { name: "helmet", dependencies: ["env", "site-config"] }
)
