import { createHmac } from "node:crypto"
import path from "node:path"

// The signing secret's file and the keys derived from it, in one place, so that the server and
// the backup commands (server/cli/) name the same file and compute the same person hashes.

/** Where the generated JWT secret is kept: beside the SQLite database, readable by its owner. */
export const keptSecretFile = (sqliteFile: string) =>
  path.join(path.dirname(sqliteFile), "jwt-secret")

/** A key for one purpose, derived from the signing secret. */
export const deriveKey = (secret: string, purpose: string) =>
  createHmac("sha256", secret).update(`coreval:${purpose}`).digest()

export type PersonHash = (email: string) => string

/** The keyed hash of an address (plugins/app/people/person-hash.ts), from the derived key. */
export const personHashWith =
  (key: Buffer): PersonHash =>
  (email) =>
    createHmac("sha256", key).update(email.trim().toLowerCase()).digest("hex")
