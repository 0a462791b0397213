import { startPostgres, type PostgresCluster } from "./postgres"
import { startRedis, type RedisServer } from "./redis"
import {
  postgresTemplate,
  sqliteTemplate,
  type TemplateDatabase,
} from "./template"

// Jest's globalSetup for the server projects, run once per project and run, before the workers
// start (they inherit the environment set here). server:sqlite: the migrated template file.
// server:postgres: one PostgreSQL cluster and one Redis for the whole run, and the migrated
// template database in that cluster. Each app a test builds gets a copy of the template of its
// own (../databases.ts). A URL already in the environment is used instead, and left running.

type Service = PostgresCluster | RedisServer | TemplateDatabase

declare global {
  // eslint-disable-next-line no-var
  var __testServices: Service[] | undefined
}

// Each project names its own file (global-setup-sqlite.ts, global-setup-postgres.ts): Jest runs a
// global set-up file once per run, with the first project's config, however many projects name it.
export async function setUp(database: "sqlite" | "postgres") {
  const started = (globalThis.__testServices ??= [])
  if (database === "sqlite") {
    started.push(await sqliteTemplate())
    return
  }
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
      await stopAll()
      throw result.reason
    }
  }
  if (postgres.status === "fulfilled" && postgres.value)
    process.env.TEST_POSTGRES_URL = postgres.value.url
  if (redis.status === "fulfilled" && redis.value)
    process.env.TEST_REDIS_URL = redis.value.url
  try {
    // Dropped before the cluster stops (global-teardown.ts stops the last started first).
    started.push(await postgresTemplate(process.env.TEST_POSTGRES_URL!))
  } catch (error) {
    await stopAll()
    throw error
  }
}

// Stops what the set-ups started, the last started first (a template before its cluster).
export async function stopAll() {
  const started = globalThis.__testServices ?? []
  globalThis.__testServices = undefined
  for (const service of started.reverse()) await service.stop()
}
