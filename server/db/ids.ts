import { randomFillSync } from "node:crypto"

// 24 hex characters, the shape of the MongoDB `_id`s the site's first client knew: the creation
// time in milliseconds, then 48 random bits. Sorting by id therefore sorts by creation, and ids
// reveal no record count. Random bytes come from a pool: one getrandom call per 680 ids rather than
// one per id, which showed up in the profile of a burst of submissions.
const pool = Buffer.alloc(4096)
let offset = pool.length

export function newId(now = Date.now()): string {
  if (offset + 6 > pool.length) {
    randomFillSync(pool)
    offset = 0
  }
  const random = pool.toString("hex", offset, offset + 6)
  offset += 6
  return now.toString(16).padStart(12, "0") + random
}
