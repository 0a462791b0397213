import {
  randomBytes,
  scrypt,
  timingSafeEqual,
  type ScryptOptions,
} from "node:crypto"
import fp from "fastify-plugin"

// Node's built-in scrypt, a slow salted hash that needs no dependency, at OWASP's current cost: N = 2^17, r = 8, p = 1 (128 MiB
// of memory per hash, slow on purpose). A stored hash reads scrypt$N$r$p$salt$key, so the cost
// can be raised without breaking the hashes already kept: `needsRehash` tells the login to store
// a new hash, at the current cost, of the password it has just verified.
//
// Anyone can make the server hash (a registration, a login's check, the decoy of an unknown
// address), and each hash holds one of libuv's few threads, which also read the site's files,
// compress and resolve names, for a good part of a second. So only `concurrency` hashes run at
// once and at most `queue` wait for their turn; past that the request is refused at once with
// 429 and Retry-After (HashingBusy) rather than queued behind the others.

const KEY_LENGTH = 64

export class HashingBusy extends Error {
  statusCode = 429
  headers: Record<string, string>
  constructor(retryAfterSeconds: number) {
    super("The server is busy checking passwords: try again in a moment")
    this.headers = { "retry-after": String(retryAfterSeconds) }
  }
}

export interface HashingLimits {
  concurrency: number
  queue: number
}

// A semaphore: a finished hash hands its place straight to the next in the queue.
function hashingLimiter({ concurrency, queue }: HashingLimits) {
  let running = 0
  const waiting: Array<() => void> = []
  // How long a hash takes here, to tell a refused client when a place is likely free.
  let averageMs = 500
  return async function limited<T>(work: () => Promise<T>): Promise<T> {
    if (running < concurrency) running++
    else if (waiting.length < queue)
      await new Promise<void>((resolve) => waiting.push(resolve))
    else {
      const ahead = running + waiting.length
      throw new HashingBusy(
        Math.max(1, Math.ceil((ahead * averageMs) / concurrency / 1000))
      )
    }
    const started = performance.now()
    try {
      return await work()
    } finally {
      averageMs = 0.8 * averageMs + 0.2 * (performance.now() - started)
      const next = waiting.shift()
      if (next) next()
      else running--
    }
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
  limits: HashingLimits = { concurrency: 1, queue: Infinity }
) {
  const limited = hashingLimiter(limits)
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
