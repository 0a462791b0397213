// What a site build is given of the environment it is started from: only what `gatsby build`
// and the source plugin read, never the server's secrets (JWT_SECRET, ADMIN_PASSWORD, SMTP_URL,
// REDIS_URL, …). A build runs the code of every Gatsby plugin and of webpack's loaders; none of it
// needs those, and a secret that is not there cannot leak into a log, an error page or a bundle.
// Plain JavaScript: `npm start`'s build (scripts/site-build.mjs) reads it without tsx.
//
// Passed: the process basics (PATH, HOME, USER, SHELL, TMPDIR, TZ, TERM and colour switches, CI),
// the locale (LANG, LANGUAGE, LC_*), Node's own settings (NODE_OPTIONS for memory, NODE_ENV,
// NODE_EXTRA_CA_CERTS, NODE_NO_WARNINGS; named one by one, since CI systems keep tokens in
// NODE_AUTH_TOKEN), Gatsby's (GATSBY_*, which Gatsby also inlines into the browser's code, so
// they are public by design), libvips' (VIPS_*) for the image processing, and what the build
// reads of the database: DATABASE_URL and libpq's PG* variables.

const NAMES = new Set([
  "PATH",
  "HOME",
  "USER",
  "LOGNAME",
  "SHELL",
  "TMPDIR",
  "TMP",
  "TEMP",
  "TZ",
  "TERM",
  "NO_COLOR",
  "FORCE_COLOR",
  "CI",
  "LANG",
  "LANGUAGE",
  "NODE_OPTIONS",
  "NODE_ENV",
  "NODE_EXTRA_CA_CERTS",
  "NODE_NO_WARNINGS",
  "DATABASE_URL",
])
const PREFIXES = /^(LC_|GATSBY_|VIPS_|PG[A-Z])/

/**
 * The variables of `env` a build may see, with `given` (what the server decided: the database
 * and API URLs it was configured with) over them.
 * @param {Record<string, string | undefined>} env
 * @param {Record<string, string>} [given]
 * @returns {Record<string, string>}
 */
export function buildEnvironment(env, given = {}) {
  /** @type {Record<string, string>} */
  const passed = {}
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && (NAMES.has(name) || PREFIXES.test(name)))
      passed[name] = value
  }
  return { ...passed, ...given, GATSBY_TELEMETRY_DISABLED: "1" }
}
