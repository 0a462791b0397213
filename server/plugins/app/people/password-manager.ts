import {
  randomBytes,
  scrypt,
  timingSafeEqual,
  type ScryptOptions,
} from "node:crypto"
import fp from "fastify-plugin"
import {
  WorkBusy,
  workLimiter,
  type WorkLimits,
} from "../../../common/work-limiter"

// Node's built-in scrypt, a slow salted hash that needs no dependency, at OWASP's current cost: N = 2^17, r = 8, p = 1 (128 MiB
// of memory per hash, slow on purpose). A stored hash reads scrypt$N$r$p$salt$key, so the cost
// can be raised without breaking the hashes already kept: `needsRehash` tells the login to store
// a new hash, at the current cost, of the password it has just verified.
//
// Anyone can make the server hash (a registration, a login's check, the decoy of an unknown
// address), and each hash holds one of libuv's few threads, which also read the site's files,
// compress and resolve names, for a good part of a second. So the hashes are bounded
// (server/common/work-limiter.ts): past the bound a request is refused at once with 429 and Retry-After
// (HashingBusy).

const KEY_LENGTH = 64

export class HashingBusy extends WorkBusy {
  constructor(retryAfterSeconds: number) {
    super(
      "The server is busy checking passwords: try again in a moment",
      retryAfterSeconds
    )
  }
}

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

export function createPasswordManager(
  cost: number,
  limits: WorkLimits = { concurrency: 1, queue: Infinity }
) {
  // A hash takes about half a second at the default cost.
  const limited = workLimiter(
    limits,
    (retryAfter) => new HashingBusy(retryAfter),
    500
  )
  const hash = async (password: string) => {
    const salt = randomBytes(16)
    const options = { N: 2 ** cost, r: 8, p: 1 }
    const key = await limited(() => derive(password, salt, options))
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
    const actual = await limited(() =>
      derive(password, Buffer.from(salt, "base64"), {
        N: Number(N),
        r: Number(r),
        p: Number(p),
      })
    )
    return (
      actual.length === expected.length && timingSafeEqual(actual, expected)
    )
  }

  const needsRehash = (stored: string) => {
    const [scheme, N, r, p] = stored.split("$")
    return (
      scheme !== "scrypt" ||
      Number(N) < 2 ** cost ||
      Number(r) < 8 ||
      Number(p) < 1
    )
  }

  return { hash, verify, needsRehash }
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
      createPasswordManager(fastify.config.scryptCost, {
        concurrency: fastify.config.hashConcurrency,
        queue: fastify.config.hashQueue,
      })
    )
  },
  { name: "password-manager" }
)
