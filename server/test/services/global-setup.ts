import { startPostgres, type PostgresCluster } from "./postgres"
import { startRedis, type RedisServer } from "./redis"

// Jest's globalSetup for the server:postgres project: one PostgreSQL cluster and one Redis for
// the whole run, handed to the test workers through the environment (the workers start after
// this). Each app a test builds gets a database of its own in that cluster (../databases.ts).
// A URL already in the environment is used instead, and left running.

declare global {
  // eslint-disable-next-line no-var
  var __testServices: Array<PostgresCluster | RedisServer> | undefined
}

export default async function globalSetup() {
  const started: Array<PostgresCluster | RedisServer> = []
  globalThis.__testServices = started
  const [postgres, redis] = await Promise.allSettled([
    process.env.TEST_POSTGRES_URL ? undefined : startPostgres(),
    process.env.TEST_REDIS_URL ? undefined : startRedis(),
  ])
  for (const result of [postgres, redis])
    if (result.status === "fulfilled" && result.value)
      started.push(result.value)
  for (const result of [postgres, redis]) {
    if (result.status === "rejected") {
      // Jest runs no teardown after a failed set-up.
      await Promise.all(started.map((service) => service.stop()))
      throw result.reason
    }
  }
  if (postgres.status === "fulfilled" && postgres.value)
    process.env.TEST_POSTGRES_URL = postgres.value.url
  if (redis.status === "fulfilled" && redis.value)
    process.env.TEST_REDIS_URL = redis.value.url
}
