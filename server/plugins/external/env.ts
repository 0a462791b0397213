import path from "node:path"
import fp from "fastify-plugin"

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
  // Notifications (CONTRACT 'Notifications'). Empty NOTIFY_TO and MAIL_FROM take their defaults
  // from content/site.json, which plugins/app/notifier.ts reads; empty SMTP_URL sends nothing.
  SMTP_URL: string
  NOTIFY_TO: string
  MAIL_FROM: string
  // Not environment: fixed settings that tests change.
  publicDir: string
  siteConfigFile: string
  // log2 of scrypt's cost N for new password hashes; each hash records its own.
  scryptCost: number
}

const root = path.resolve(__dirname, "../../..")

export const defaults: Config = {
  PORT: 8000,
  HOST: "127.0.0.1",
  DATABASE_URL: "sqlite:data/site.sqlite",
  ADMIN_EMAIL: "",
  ADMIN_PASSWORD: "",
  JWT_SECRET: "",
  GATSBY_API_URL: "",
  RATE_LIMIT_LOGIN: 10,
  RATE_LIMIT_FORMS: 20,
  TRUST_PROXY: false,
  LOG_LEVEL: "info",
  SMTP_URL: "",
  NOTIFY_TO: "",
  MAIL_FROM: "",
  publicDir: path.join(root, "public"),
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
    SMTP_URL: smtpUrl(env.SMTP_URL),
    NOTIFY_TO: text("NOTIFY_TO"),
    MAIL_FROM: text("MAIL_FROM"),
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

// Checked at start, so a typo stops the server with the variable's name rather than leaving every
// notification pending with a connection error. The message never repeats the URL: it may hold
// the SMTP password.
function smtpUrl(raw: string | undefined) {
  const value = raw?.trim() ?? ""
  if (!value) return ""
  const url = URL.canParse(value) ? new URL(value) : null
  if (!url || !/^smtps?:$/.test(url.protocol) || !url.hostname) {
    throw new Error(
      "SMTP_URL must look like smtp://[user:pass@]host:port or smtps://[user:pass@]host:port"
    )
  }
  return value
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
