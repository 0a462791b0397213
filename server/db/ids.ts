import { randomBytes } from "node:crypto"

// 24 hex characters, the shape of the spec's `_id`s: the creation time in milliseconds, then
// 48 random bits. Sorting by id therefore sorts by creation, and ids reveal no record count.
export function newId(now = Date.now()): string {
  return now.toString(16).padStart(12, "0") + randomBytes(6).toString("hex")
}
