import rateLimit, { type FastifyRateLimitStoreCtor } from "@fastify/rate-limit"
import type { FastifyBaseLogger, FastifyRequest } from "fastify"
import fp from "fastify-plugin"
import Redis from "ioredis"

// @see https://github.com/fastify/fastify-rate-limit
// Not global: routes opt in with `config: { rateLimit: fastify.rateLimitFor("forms") }`. The
// limit runs in onRequest, before the body is read, so a refused request stores nothing. The
// client is request.ip, which follows TRUST_PROXY, taken per /64 for IPv6.
//
// With REDIS_URL the counters live in Redis, through the plugin's own Redis store, so every
// server instance counts the same requests, as if there were one; otherwise in this
// process. Every request is also counted in this process, so should Redis stop answering (down,
// or slower than COMMAND_TIMEOUT_MS), the limits go on from this server's own counts instead of
// letting everything through, and the log says so once, and again when Redis is back.

const COMMAND_TIMEOUT_MS = 500

export type LimitKind = "login" | "forms" | "uploads"

declare module "fastify" {
  interface FastifyInstance {
    rateLimitFor(kind: LimitKind):
      | {
          max: number
          timeWindow: number
          keyGenerator?: (request: FastifyRequest) => string
        }
      | undefined
  }
}

// Uploads count per signed-in account, whatever address it calls from: the admin routes'
// onRequest hook (routes/api/admin/autohooks.ts) has found the account before the route's limit
// runs.
const perAccount = (request: FastifyRequest) =>
  request.actor ? `account:${request.actor.id}` : request.ip

export default fp(
  async (fastify) => {
    const {
      REDIS_URL,
      RATE_LIMIT_LOGIN,
      RATE_LIMIT_FORMS,
      RATE_LIMIT_UPLOADS,
      rateLimitNamespace,
    } = fastify.config
    let store: FastifyRateLimitStoreCtor | undefined
    if (REDIS_URL) {
      const redis = new Redis(REDIS_URL, {
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        // A command while Redis is unreachable fails at once, rather than waiting in a queue for
        // a reconnection, and one it does not answer fails after COMMAND_TIMEOUT_MS: either way
        // the request is counted in this process instead.
        enableOfflineQueue: false,
        commandTimeout: COMMAND_TIMEOUT_MS,
      })
      // Each failed reconnection; the store logs what it means for the limits.
      redis.on("error", (error) =>
        fastify.log.debug({ err: error }, "Redis connection error")
      )
      fastify.addHook("onClose", async () => {
        await redis.quit().catch(() => redis.disconnect())
      })
      // The first requests count in Redis when it is up at start; the server starts without it.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 1000)
        redis.once("ready", () => {
          clearTimeout(timer)
          resolve()
        })
      })
      store = sharedOrLocalStore(redis, rateLimitNamespace, fastify.log)
    }
    await fastify.register(rateLimit, {
      global: false,
      store,
      // The plugin's own key: the address, with IPv4-mapped IPv6 taken as IPv4, and an IPv6
      // client taken per /64 (one subscriber usually has a whole /64 to pick addresses from).
      // 64 is the plugin's default, spelt out because docs/configuration.md promises it.
      ipv6Subnet: 64,
      errorResponseBuilder: (_request, context) =>
        fastify.httpErrors.createError(
          context.statusCode,
          `Too many requests: try again in ${context.after}`
        ),
    })
    const per = {
      login: RATE_LIMIT_LOGIN,
      forms: RATE_LIMIT_FORMS,
      uploads: RATE_LIMIT_UPLOADS,
    }
    // 0 turns a limit off, for tests and for a proxy in front that limits already.
    fastify.decorate("rateLimitFor", (kind: LimitKind) =>
      per[kind] > 0
        ? {
            max: per[kind],
            timeWindow: 60_000,
            ...(kind === "uploads" && { keyGenerator: perAccount }),
          }
        : undefined
    )
  },
  { name: "rate-limit", dependencies: ["env", "sensible"] }
)

// The plugin's own stores, which its package does not export by name.
type StoreCallback = (
  error: Error | null,
  result?: { current: number; ttl: number }
) => void
interface Store {
  incr(key: string, done: StoreCallback, timeWindow: number, max: number): void
  read(key: string, done: StoreCallback, timeWindow: number, max: number): void
  child(routeOptions: unknown): Store
}
const RedisStore: new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  nameSpace: string
) => Store = require("@fastify/rate-limit/store/RedisStore")
const LocalStore: new (
  continueExceeding: boolean,
  exponentialBackoff: boolean
) => Store = require("@fastify/rate-limit/store/LocalStore")

// A store (the plugin's `store` option) that counts each request in Redis and in this process,
// and answers with Redis's count while Redis answers, this process's otherwise.
function sharedOrLocalStore(
  redis: Redis,
  nameSpace: string,
  log: FastifyBaseLogger
): FastifyRateLimitStoreCtor {
  let redisDown = false
  const outcome = (error: Error | null) => {
    if (error && !redisDown) {
      redisDown = true
      log.warn(
        { err: error },
        "Redis is not answering: rate limits are counted in this process until it is back"
      )
    } else if (!error && redisDown) {
      redisDown = false
      log.info("Redis answers again: rate limits are shared again")
    }
  }

  class SharedOrLocalStore {
    constructor(
      _options: unknown,
      private shared: Store = new RedisStore(false, false, redis, nameSpace),
      private local: Store = new LocalStore(false, false)
    ) {}

    private both(
      method: "incr" | "read",
      key: string,
      done: StoreCallback,
      timeWindow: number,
      max: number
    ) {
      this.local[method](
        key,
        (_error, local) =>
          this.shared[method](
            key,
            (error, shared) => {
              outcome(error)
              done(null, error ? local : shared)
            },
            timeWindow,
            max
          ),
        timeWindow,
        max
      )
    }

    incr(key: string, done: StoreCallback, timeWindow: number, max: number) {
      this.both("incr", key, done, timeWindow, max)
    }

    read(key: string, done: StoreCallback, timeWindow: number, max: number) {
      this.both("read", key, done, timeWindow, max)
    }

    child(routeOptions: unknown) {
      return new SharedOrLocalStore(
        routeOptions,
        this.shared.child(routeOptions),
        this.local.child(routeOptions)
      )
    }
  }
  return SharedOrLocalStore as unknown as FastifyRateLimitStoreCtor
}
