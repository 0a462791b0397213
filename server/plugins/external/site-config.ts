import { readFileSync } from "node:fs"
import fp from "fastify-plugin"

// content/site.json is the one place for the brand and the site's address, so that a real owner
// changes one file. It sits with the external plugins because CORS and the CSP are configured from
// it.

export interface SiteConfig {
  name: string
  brand: string
  email: string
  siteUrl: string
  // The brand colour and the offices' addresses, for the e-mails the server writes.
  themeColor: string
  addresses: string[]
  scripts: { analyticsId: string; tagManagerId: string; chatbotUrl: string }
}

export function readSiteConfig(file: string): SiteConfig {
  const raw = JSON.parse(readFileSync(file, "utf8"))
  if (typeof raw.brand !== "string" || !/^[a-z0-9-]+$/.test(raw.brand)) {
    throw new Error(
      `${file}: "brand" must be one lower-case word, as it is used in URLs`
    )
  }
  if (typeof raw.siteUrl !== "string" || !URL.canParse(raw.siteUrl)) {
    throw new Error(`${file}: "siteUrl" must be an absolute URL`)
  }
  return {
    name: String(raw.name ?? raw.brand),
    brand: raw.brand,
    email: String(raw.email ?? ""),
    siteUrl: raw.siteUrl,
    themeColor: /^#[0-9a-f]{6}$/i.test(raw.themeColor)
      ? raw.themeColor
      : "#0b1f44",
    addresses: Array.isArray(raw.offices)
      ? raw.offices.map((office: { address?: unknown }) =>
          String(office.address ?? "")
        )
      : [],
    scripts: {
      analyticsId: String(raw.scripts?.analyticsId ?? ""),
      tagManagerId: String(raw.scripts?.tagManagerId ?? ""),
      chatbotUrl: String(raw.scripts?.chatbotUrl ?? ""),
    },
  }
}

/**
 * The site's settings with the fields staff edit in the panel (name, e-mail, colour, offices)
 * read from `edited()`, site.json's published edit, each time they are read; the brand, the site
 * URL and the script ids stay as shipped, since staff never edit them. A field the edit lacks, or
 * holds as something else, stays as shipped.
 */
export function followingEdits(
  shipped: SiteConfig,
  edited: () => unknown
): SiteConfig {
  const field = (name: string) => {
    const value = edited()
    return value !== null && typeof value === "object"
      ? (value as Record<string, unknown>)[name]
      : undefined
  }
  const text = (name: "name" | "email") => {
    const value = field(name)
    return typeof value === "string" && value.trim() ? value : shipped[name]
  }
  return {
    ...shipped,
    get name() {
      return text("name")
    },
    get email() {
      return text("email")
    },
    get themeColor() {
      const value = field("themeColor")
      return typeof value === "string" && /^#[0-9a-f]{6}$/i.test(value)
        ? value
        : shipped.themeColor
    },
    get addresses() {
      const offices = field("offices")
      return Array.isArray(offices)
        ? offices.map((office: { address?: unknown } | null) =>
            String(office?.address ?? "")
          )
        : shipped.addresses
    },
  }
}

declare module "fastify" {
  interface FastifyInstance {
    siteConfig: SiteConfig
  }
}

export default fp(
  async (fastify) => {
    // The published edit of site.json comes from the site-files plugin (plugins/app/site-files),
    // loaded after this one; until it is there (and in a server without it), the file as shipped.
    fastify.decorate(
      "siteConfig",
      followingEdits(readSiteConfig(fastify.config.siteConfigFile), () =>
        fastify.hasDecorator("siteFilesLive")
          ? fastify.siteFilesLive.edited("site.json")
          : undefined
      )
    )
  },
  { name: "site-config", dependencies: ["env"] }
)
