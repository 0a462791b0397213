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
    scripts: {
      analyticsId: String(raw.scripts?.analyticsId ?? ""),
      tagManagerId: String(raw.scripts?.tagManagerId ?? ""),
      chatbotUrl: String(raw.scripts?.chatbotUrl ?? ""),
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
    fastify.decorate(
      "siteConfig",
      readSiteConfig(fastify.config.siteConfigFile)
    )
  },
  { name: "site-config", dependencies: ["env"] }
)
