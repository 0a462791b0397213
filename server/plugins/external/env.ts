import { existsSync, readFileSync } from "node:fs"
import { availableParallelism } from "node:os"
import path from "node:path"
import { parseEnv } from "node:util"
import { Type, type Static } from "@sinclair/typebox"
import envSchema from "env-schema"
import fp from "fastify-plugin"
import { DEFAULT_DATABASE_URL } from "../../../common/panel-content"

// @see https://github.com/fastify/env-schema
// The only reader of process.env, so every variable is documented and defaulted in one place
// (docs/configuration.md). Everything else takes `fastify.config`, so tests
// build the app with overrides instead of mutating the environment.
//
// The variables are a JSON schema with their defaults, checked by env-schema, the
// library inside @fastify/env: the plugin itself only hands its result to a Fastify instance,
// and buildApp needs the configuration before there is one (trustProxy and the logger are
// options of the constructor). A .env file in the project root is read with Node's own parser
// when present; the environment wins over it.

const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8000 }),
  HOST: Type.String({ default: "127.0.0.1" }),
  DATABASE_URL: Type.String({ default: DEFAULT_DATABASE_URL }),
  ADMIN_EMAIL: Type.String({ default: "" }),
  ADMIN_PASSWORD: Type.String({ default: "" }),
  JWT_SECRET: Type.String({ default: "" }),
  GATSBY_API_URL: Type.String({ default: "" }),
  CORS_ORIGIN: Type.String({ default: "" }),
  RATE_LIMIT_LOGIN: Type.Integer({ minimum: 0, maximum: 1e6, default: 10 }),
  RATE_LIMIT_FORMS: Type.Integer({ minimum: 0, maximum: 1e6, default: 20 }),
  RATE_LIMIT_UPLOADS: Type.Integer({ minimum: 0, maximum: 1e6, default: 30 }),
  TRUST_PROXY: Type.String({ default: "" }),
  REDIS_URL: Type.String({ default: "" }),
  LOG_LEVEL: Type.String({ default: "info" }),
  // Enquiry e-mails (docs/mail.md). Empty NOTIFY_TO and MAIL_FROM take their defaults
  // from content/site.json, which plugins/app/outbox/notifier.ts reads; empty SMTP_URL sends nothing.
  SMTP_URL: Type.String({ default: "" }),
  NOTIFY_TO: Type.String({ default: "" }),
  MAIL_FROM: Type.String({ default: "" }),
  // The newsletter (docs/newsletter.md): its sender (empty: newsletter@ the host of siteUrl) and
  // how many of its e-mails leave a second, at most.
  NEWSLETTER_FROM: Type.String({ default: "" }),
  NEWSLETTER_RATE: Type.Integer({ minimum: 1, maximum: 1000, default: 5 }),
  // How long personal data is kept (docs/newsletter.md 'Retention'); 0 keeps it for good.
  RETENTION_CONTACTS_MONTHS: Type.Integer({
    minimum: 0,
    maximum: 1200,
    default: 24,
  }),
  RETENTION_SPAM_DAYS: Type.Integer({
    minimum: 0,
    maximum: 36500,
    default: 30,
  }),
  RETENTION_UNCONFIRMED_DAYS: Type.Integer({
    minimum: 0,
    maximum: 36500,
    default: 30,
  }),
  RETENTION_UNSUBSCRIBED_DAYS: Type.Integer({
    minimum: 0,
    maximum: 36500,
    default: 30,
  }),
  RETENTION_NOTIFICATIONS_DAYS: Type.Integer({
    minimum: 0,
    maximum: 36500,
    default: 90,
  }),
  RETENTION_TRASH_DAYS: Type.Integer({
    minimum: 0,
    maximum: 36500,
    default: 30,
  }),
  // Publishing (docs/publishing.md): local, off or a build hook's URL, read by siteBuild below.
  SITE_BUILD: Type.String({ default: "local" }),
  PUBLISH_DELAY_MS: Type.Integer({
    minimum: 0,
    maximum: 86_400_000,
    default: 3000,
  }),
  // How long audit entries are kept, in days (two years); older ones are removed once a day.
  AUDIT_RETENTION_DAYS: Type.Integer({
    minimum: 1,
    maximum: 36_500,
    default: 730,
  }),
  // Where local builds keep their releases and the `live` link the server serves; several
  // instances point it at one shared folder, so each serves what any of them made live.
  RELEASES_DIR: Type.String({ default: ".site" }),
  // How long a preview link works.
  PREVIEW_DAYS: Type.Integer({ minimum: 1, maximum: 365, default: 7 }),
  // The bearer token Prometheus sends for GET /metrics; unset, the route answers 404.
  METRICS_TOKEN: Type.String({ default: "" }),
  // Daily archives (docs/operations.md 'Backups'): where they go (empty: none are written) and
  // how many days of them are kept.
  BACKUP_DIR: Type.String({ default: "" }),
  BACKUP_KEEP: Type.Integer({ minimum: 1, maximum: 3650, default: 7 }),
})

// Secrets are taken as they are; other values without the spaces around them.
const UNTRIMMED = new Set(["ADMIN_PASSWORD", "JWT_SECRET", "METRICS_TOKEN"])

export const MIN_JWT_SECRET = 32
export const MIN_ADMIN_PASSWORD = 12

export type Config = Omit<
  Static<typeof EnvSchema>,
  "TRUST_PROXY" | "SITE_BUILD"
> & {
  TRUST_PROXY: false | string
  // What a saved change triggers: a local build, nothing, or a build hook.
  SITE_BUILD: SiteBuild
  // Not environment: fixed settings that tests change.
  // The live site the server serves: a link to the latest release (plugins/app/publishing/site-publisher.ts).
  publicDir: string
  // Where `gatsby build` runs and writes (public/), and where releases are kept.
  siteDir: string
  buildOutputDir: string
  releasesDir: string
  // The command that builds the site in siteDir.
  siteBuildCommand: string[]
  siteConfigFile: string
  // The repository's content files, which staff edit in the panel (plugins/app/site-files).
  contentDir: string
  // The versions of the newsletter's consent wording (content/data/newsletter-consent.json).
  consentFile: string
  // log2 of scrypt's cost N for new password hashes; each hash records its own.
  scryptCost: number
  // How long a client may take to send a request's headers, and the whole request: a client
  // that trickles bytes (slow-loris) holds a connection no longer than this (app.ts).
  headersTimeoutMs: number
  requestTimeoutMs: number
  // The server's own files when the database is not a local file (PostgreSQL): the first
  // administrator's generated password (plugins/app/people/first-admin.ts).
  localDataDir: string
  // Password hashes running at once, and waiting for their turn (plugins/app/people/password-manager.ts).
  hashConcurrency: number
  hashQueue: number
  // Images decoded at once, and waiting for their turn (plugins/app/uploads/images.ts).
  imageConcurrency: number
  imageQueue: number
  // Where the rate-limit counters live in Redis; tests give each app its own.
  rateLimitNamespace: string
}

export const root = path.resolve(__dirname, "../../..")

export type SiteBuild =
  { kind: "local" } | { kind: "off" } | { kind: "hook"; url: string }

const settings = {
  siteDir: root,
  buildOutputDir: path.join(root, "public"),
  siteBuildCommand: [
    process.execPath,
    path.join(root, "node_modules", "gatsby", "cli.js"),
    "build",
  ],
  siteConfigFile: path.join(root, "content", "site.json"),
  contentDir: path.join(root, "content"),
  consentFile: path.join(root, "content", "data", "newsletter-consent.json"),
  scryptCost: 17,
  // Headers arrive in one packet from any real client; a whole request may be a 10 MB upload on
  // a slow connection (about 700 kbit/s).
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 120_000,
  localDataDir: path.join(root, "data"),
  // One thread of libuv's pool (UV_THREADPOOL_SIZE, 4 unless set) and one core are always left
  // to serving files, compression and the event loop; on two cores, one hash at a time.
  hashConcurrency: Math.max(
    1,
    Math.min(
      (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1,
      availableParallelism() - 1
    )
  ),
  // A few seconds' wait at most; more would only hold the connections open.
  hashQueue: 8,
  // A 40-megapixel image takes some 200 MB to decode: one at a time keeps an upload burst's memory
  // bounded, and four waiting (half a second each) is a short wait for the panel's few uploads.
  imageConcurrency: 1,
  imageQueue: 4,
  rateLimitNamespace: "coreval-rate-limit:",
}

// process.env over the variables of a .env file, when there is one.
export function environment(
  file = path.join(root, ".env"),
  env: Record<string, string | undefined> = process.env
): Record<string, string | undefined> {
  if (!existsSync(file)) return env
  return { ...parseEnv(readFileSync(file, "utf8")), ...env }
}

export function readConfig(
  env: Record<string, string | undefined> = environment(),
  overrides: Partial<Config> = {}
): Config {
  // An empty variable is an unset one, so VAR= in a .env keeps the default.
  const given: Record<string, string> = {}
  for (const name of Object.keys(EnvSchema.properties)) {
    const value = env[name]
    const kept = UNTRIMMED.has(name) ? value : value?.trim()
    if (kept?.trim()) given[name] = kept
  }
  const values = envSchema<Static<typeof EnvSchema>>({
    schema: EnvSchema,
    data: given,
    dotenv: false,
    // Only the variables given, which already hold process.env (or a test's own) over .env.
    env: false,
  })
  refuseWeak("JWT_SECRET", values.JWT_SECRET, MIN_JWT_SECRET)
  refuseWeak("ADMIN_PASSWORD", values.ADMIN_PASSWORD, MIN_ADMIN_PASSWORD)
  const releasesDir = path.resolve(root, values.RELEASES_DIR)
  return {
    ...values,
    CORS_ORIGIN: origin("CORS_ORIGIN", values.CORS_ORIGIN),
    TRUST_PROXY: trustProxy(values.TRUST_PROXY),
    SMTP_URL: smtpUrl(values.SMTP_URL),
    SITE_BUILD: siteBuild(values.SITE_BUILD),
    BACKUP_DIR: values.BACKUP_DIR && path.resolve(root, values.BACKUP_DIR),
    ...settings,
    releasesDir,
    publicDir: path.join(releasesDir, "live"),
    ...overrides,
  }
}

// A short secret set on purpose is a mistake to stop at, not to warn about: a warning scrolls by
// while the weak secret guards every session.
function refuseWeak(name: string, value: string, min: number) {
  if (value && value.length < min) {
    throw new Error(
      `${name} must be at least ${min} characters long, not ${value.length}; ` +
        (name === "JWT_SECRET"
          ? "use a long random value, e.g. from `openssl rand -base64 48`"
          : "choose a longer password")
    )
  }
}

// The origin of a site served from elsewhere than content/site.json's siteUrl (a staging or
// preview host), allowed by CORS instead of siteUrl's origin.
function origin(name: string, value: string) {
  if (!value) return ""
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new Error(
      `${name} must be an http(s) origin such as https://www.example.com, not "${value}"`
    )
  }
  return new URL(value).origin
}

// Checked at start, so a typo stops the server with the variable's name rather than leaving every
// notification pending with a connection error. The message never repeats the URL: it may hold
// the SMTP password.
function smtpUrl(value: string) {
  if (!value) return ""
  const url = URL.canParse(value) ? new URL(value) : null
  if (!url || !/^smtps?:$/.test(url.protocol) || !url.hostname) {
    throw new Error(
      "SMTP_URL must look like smtp://[user:pass@]host:port or smtps://[user:pass@]host:port"
    )
  }
  return value
}

// TRUST_PROXY=1 (or true) trusts proxies on loopback and private networks: the client address
// is then the last one such a proxy appended to X-Forwarded-For, which a client cannot forge by
// sending its own header (trusting every hop would take the first, forgeable, entry). A proxy
// on a public address is named instead: TRUST_PROXY=203.0.113.7 or a CIDR list.
const PRIVATE_PROXIES = "loopback, linklocal, uniquelocal"

function trustProxy(value: string): Config["TRUST_PROXY"] {
  if (!value || /^(0|false|no|off)$/i.test(value)) return false
  if (/^(1|true|yes|on)$/i.test(value)) return PRIVATE_PROXIES
  return value
}

// SITE_BUILD=local (the default) builds here, off builds nothing, and an https URL is a build
// hook of the host that builds the site elsewhere (a CDN's or a CI's). Plain http only to this
// machine (a hook's URL usually carries its token, which http would send in the clear). The
// message never repeats the value: it may hold that token.
function siteBuild(raw: string | undefined): SiteBuild {
  const value = raw?.trim()
  if (!value || value === "local") return { kind: "local" }
  if (value === "off") return { kind: "off" }
  const url = URL.canParse(value) ? new URL(value) : null
  if (url?.protocol === "https:" && url.hostname) {
    return { kind: "hook", url: value }
  }
  if (url?.protocol === "http:" && isLoopback(url.hostname)) {
    return { kind: "hook", url: value }
  }
  if (url?.protocol === "http:") {
    throw new Error(
      "SITE_BUILD may be an http:// build hook URL only on a loopback address (127.0.0.1, [::1], localhost); use https:// for any other host"
    )
  }
  throw new Error(
    "SITE_BUILD must be local, off or an https:// build hook URL (http:// on a loopback address); the value given is none of these (not shown: it may hold a token)"
  )
}

function isLoopback(hostname: string) {
  return (
    hostname === "localhost" ||
    hostname === "[::1]" ||
    /^127(\.\d{1,3}){3}$/.test(hostname)
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
