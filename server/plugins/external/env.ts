import path from "node:path"
import fp from "fastify-plugin"
import { DEFAULT_DATABASE_URL } from "../../../common/panel-content"

// The only reader of process.env (STYLE.md). Everything else takes `fastify.config`, so tests
// build the app with overrides instead of mutating the environment.

export interface Config {
  PORT: number
  HOST: string
  DATABASE_URL: string
  ADMIN_EMAIL: string
  ADMIN_PASSWORD: string
  JWT_SECRET: string
  GATSBY_API_URL: string
  RATE_LIMIT_LOGIN: number
  RATE_LIMIT_FORMS: number
  TRUST_PROXY: false | string
  LOG_LEVEL: string
  // What a saved change triggers (CONTRACT 'Publishing'): a local build, nothing, or a build hook.
  SITE_BUILD: SiteBuild
  PUBLISH_DELAY_MS: number
  // Not environment: fixed settings that tests change.
  // The live site the server serves: a link to the latest release (plugins/app/site-publisher.ts).
  publicDir: string
  // Where `gatsby build` runs and writes (public/), and where releases are kept.
  siteDir: string
  buildOutputDir: string
  releasesDir: string
  // The command that builds the site in siteDir.
  siteBuildCommand: string[]
  siteConfigFile: string
  // log2 of scrypt's cost N for new password hashes; each hash records its own.
  scryptCost: number
}

const root = path.resolve(__dirname, "../../..")

export type SiteBuild =
  | { kind: "local" }
  | { kind: "off" }
  | { kind: "hook"; url: string }

export const defaults: Config = {
  PORT: 8000,
  HOST: "127.0.0.1",
  DATABASE_URL: DEFAULT_DATABASE_URL,
  ADMIN_EMAIL: "",
  ADMIN_PASSWORD: "",
  JWT_SECRET: "",
  GATSBY_API_URL: "",
  RATE_LIMIT_LOGIN: 10,
  RATE_LIMIT_FORMS: 20,
  TRUST_PROXY: false,
  LOG_LEVEL: "info",
  SITE_BUILD: { kind: "local" },
  PUBLISH_DELAY_MS: 3000,
  publicDir: path.join(root, ".site", "live"),
  siteDir: root,
  buildOutputDir: path.join(root, "public"),
  releasesDir: path.join(root, ".site"),
  siteBuildCommand: [
    process.execPath,
    path.join(root, "node_modules", "gatsby", "cli.js"),
    "build",
  ],
  siteConfigFile: path.join(root, "content", "site.json"),
  scryptCost: 15,
}

export function readConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<Config> = {}
): Config {
  const text = (name: keyof Config) =>
    env[name]?.trim() || (defaults[name] as string)
  return {
    ...defaults,
    PORT: integer(env, "PORT", defaults.PORT, 0, 65535),
    HOST: text("HOST"),
    DATABASE_URL: text("DATABASE_URL"),
    ADMIN_EMAIL: text("ADMIN_EMAIL"),
    ADMIN_PASSWORD: env.ADMIN_PASSWORD ?? "",
    JWT_SECRET: env.JWT_SECRET ?? "",
    GATSBY_API_URL: text("GATSBY_API_URL"),
    RATE_LIMIT_LOGIN: integer(
      env,
      "RATE_LIMIT_LOGIN",
      defaults.RATE_LIMIT_LOGIN,
      0,
      1e6
    ),
    RATE_LIMIT_FORMS: integer(
      env,
      "RATE_LIMIT_FORMS",
      defaults.RATE_LIMIT_FORMS,
      0,
      1e6
    ),
    TRUST_PROXY: trustProxy(env.TRUST_PROXY),
    LOG_LEVEL: text("LOG_LEVEL"),
    SITE_BUILD: siteBuild(env.SITE_BUILD),
    PUBLISH_DELAY_MS: integer(
      env,
      "PUBLISH_DELAY_MS",
      defaults.PUBLISH_DELAY_MS,
      0,
      86_400_000
    ),
    ...overrides,
  }
}

function integer(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
  min: number,
  max: number
) {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(
      `${name} must be a whole number from ${min} to ${max}, not "${raw}"`
    )
  }
  return value
}

// TRUST_PROXY=1 (or true) trusts proxies on loopback and private networks: the client address
// is then the last one such a proxy appended to X-Forwarded-For, which a client cannot forge by
// sending its own header (trusting every hop would take the first, forgeable, entry). A proxy
// on a public address is named instead: TRUST_PROXY=203.0.113.7 or a CIDR list.
const PRIVATE_PROXIES = "loopback, linklocal, uniquelocal"

function trustProxy(raw: string | undefined): Config["TRUST_PROXY"] {
  const value = raw?.trim()
  if (!value || /^(0|false|no|off)$/i.test(value)) return false
  if (/^(1|true|yes|on)$/i.test(value)) return PRIVATE_PROXIES
  return value
}

// SITE_BUILD=local (the default) builds here, off builds nothing, and an http(s) URL is a build
// hook of the host that builds the site elsewhere (a CDN's or a CI's).
function siteBuild(raw: string | undefined): SiteBuild {
  const value = raw?.trim()
  if (!value || value === "local") return { kind: "local" }
  if (value === "off") return { kind: "off" }
  if (/^https?:\/\//i.test(value) && URL.canParse(value)) {
    return { kind: "hook", url: value }
  }
  throw new Error(
    `SITE_BUILD must be local, off or an http(s):// build hook URL, not "${value}"`
  )
}

declare module "fastify" {
  interface FastifyInstance {
    config: Config
  }
}

export default fp(
  async (fastify, opts: { config?: Config }) => {
    fastify.decorate("config", opts.config ?? readConfig())
  },
  { name: "env" }
)
