import { randomBytes } from "node:crypto"
import { chmodSync, readFileSync, writeFileSync } from "node:fs"
import fastifyJwt from "@fastify/jwt"
import fp from "fastify-plugin"
import type { DialectName } from "../../db/connect"
import { deriveKey, keptSecretFile } from "../../common/keyed-hashes"

// @see https://github.com/fastify/fastify-jwt
// HS256 only, both ways: a token naming another algorithm (or "none") is refused before its
// signature is looked at. Tokens last 8 hours, a working day, so a stolen one is soon useless.

export const TOKEN_LIFETIME = "8h"

export function resolveSecret(
  configured: string,
  dialect: DialectName,
  sqliteFile: string | undefined
): string {
  if (configured) return configured
  if (dialect === "postgres")
    throw new Error("JWT_SECRET is required with PostgreSQL")
  // An in-memory database forgets everything on exit; its tokens may as well.
  if (!sqliteFile) return randomBytes(48).toString("base64url")
  // Kept beside the database so tokens survive a restart, readable by this user only.
  const file = keptSecretFile(sqliteFile)
  try {
    const kept = readFileSync(file, "utf8").trim()
    chmodSync(file, 0o600)
    return kept
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error
  }
  const secret = randomBytes(48).toString("base64url")
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" })
  return secret
}

declare module "fastify" {
  interface FastifyInstance {
    // A key for one purpose (signed links in e-mails), derived from the signing secret: it lives
    // and changes with JWT_SECRET, and never signs a bearer token.
    derivedKey(purpose: string): Buffer
  }
}

export default fp(
  async (fastify) => {
    const secret = resolveSecret(
      fastify.config.JWT_SECRET,
      fastify.dbInfo.dialect,
      fastify.dbInfo.sqliteFile
    )
    await fastify.register(fastifyJwt, {
      secret,
      sign: { algorithm: "HS256", expiresIn: TOKEN_LIFETIME },
      verify: { algorithms: ["HS256"] },
    })
    fastify.decorate("derivedKey", (purpose: string) =>
      deriveKey(secret, purpose)
    )
  },
  { name: "jwt", dependencies: ["env", "db"] }
)
