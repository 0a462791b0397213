import { createHmac, timingSafeEqual } from "node:crypto"

// Short tokens for links in e-mails (the newsletter's confirmation and unsubscribe links): the
// fields joined with dots, then an HMAC-SHA256 of them and of the token's purpose, so a token made
// for one purpose is refused for another and none can be made without the key. The key is derived
// from the server's signing secret (plugins/external/jwt.ts), so a bearer token's signature and
// these never coincide.

const MAC_LENGTH = 22 // base64url characters: 132 bits of the MAC

export function signToken(key: Buffer, purpose: string, fields: string[]) {
  if (fields.some((field) => field.includes(".")))
    throw new Error("token fields may not contain a dot")
  const body = fields.join(".")
  return `${body}.${mac(key, purpose, body)}`
}

// The fields of a token this key signed for this purpose, or null for anything else.
export function verifyToken(
  key: Buffer,
  purpose: string,
  token: string,
  count: number
): string[] | null {
  if (token.length > 512) return null
  const parts = token.split(".")
  if (parts.length !== count + 1) return null
  const given = Buffer.from(parts.pop()!)
  const expected = Buffer.from(mac(key, purpose, parts.join(".")))
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return null
  return parts
}

function mac(key: Buffer, purpose: string, body: string) {
  return createHmac("sha256", key)
    .update(`${purpose}\n${body}`)
    .digest("base64url")
    .slice(0, MAC_LENGTH)
}
