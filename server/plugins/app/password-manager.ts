import {
  randomBytes,
  scrypt,
  timingSafeEqual,
  type ScryptOptions,
} from "node:crypto"
import fp from "fastify-plugin"

// Node's built-in scrypt (DECISIONS.md). A stored hash reads scrypt$N$r$p$salt$key, so the cost
// can be raised later without breaking the hashes already kept. 2^15 takes about 0.2 s here.

const KEY_LENGTH = 64

function derive(
  password: string,
  salt: Buffer,
  options: ScryptOptions
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const maxmem = 256 * (options.N ?? 0) * (options.r ?? 8) + 32 * 1024 * 1024
    scrypt(password, salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key)
    )
  })
}

export function createPasswordManager(cost: number) {
  const hash = async (password: string) => {
    const salt = randomBytes(16)
    const options = { N: 2 ** cost, r: 8, p: 1 }
    const key = await derive(password, salt, options)
    return [
      "scrypt",
      options.N,
      options.r,
      options.p,
      salt.toString("base64"),
      key.toString("base64"),
    ].join("$")
  }

  const verify = async (password: string, stored: string) => {
    const [scheme, N, r, p, salt, key] = stored.split("$")
    if (scheme !== "scrypt" || !salt || !key) return false
    const expected = Buffer.from(key, "base64")
    const actual = await derive(password, Buffer.from(salt, "base64"), {
      N: Number(N),
      r: Number(r),
      p: Number(p),
    })
    return (
      actual.length === expected.length && timingSafeEqual(actual, expected)
    )
  }

  return { hash, verify }
}

export type PasswordManager = ReturnType<typeof createPasswordManager>

declare module "fastify" {
  interface FastifyInstance {
    passwordManager: PasswordManager
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      "passwordManager",
      createPasswordManager(fastify.config.scryptCost)
    )
  },
  { name: "password-manager" }
)
