import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  statSync,
} from "node:fs"
import path from "node:path"
import BetterSqlite3 from "better-sqlite3"
import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect } from "kysely"
import pg from "pg"
import type { Database } from "./tables"

export type DialectName = "sqlite" | "postgres"

export interface DatabaseHandle {
  db: Kysely<Database>
  dialect: DialectName
  // The SQLite file, so the JWT secret can be kept beside it; absent for PostgreSQL and :memory:.
  sqliteFile?: string
}

// PostgreSQL's limits on a query's time (tests make them short). Without them one slow query, or
// a connection that never comes, holds a pooled connection while every request queues behind it:
// with them the request fails, and the others go on.
export interface PostgresLimits {
  // Connections in the pool.
  max: number
  // How long a query waits for a connection from the pool (or for a new one to connect).
  connectionTimeoutMs: number
  // How long one statement may run before PostgreSQL cancels it. The server's queries take
  // milliseconds; a migration that needs longer sets its own with SET LOCAL.
  statementTimeoutMs: number
  // How long a transaction may sit idle (its client stuck or gone) before PostgreSQL ends it,
  // releasing its locks.
  idleInTransactionMs: number
}

export const POSTGRES_LIMITS: PostgresLimits = {
  max: 10,
  connectionTimeoutMs: 5_000,
  statementTimeoutMs: 15_000,
  idleInTransactionMs: 30_000,
}

export function connect(
  url: string,
  limits: Partial<PostgresLimits> = {}
): DatabaseHandle {
  if (url.startsWith("sqlite:"))
    return connectSqlite(url.slice("sqlite:".length))
  if (/^postgres(ql)?:\/\//.test(url))
    return connectPostgres(url, { ...POSTGRES_LIMITS, ...limits })
  throw new Error(
    `DATABASE_URL must start with sqlite: or postgres://, not "${url.split(":")[0]}:"`
  )
}

/** The file a `sqlite:` URL names, or null for an in-memory database. */
export function sqliteFileOf(url: string): string | null {
  const location = url.slice("sqlite:".length)
  if (location === ":memory:" || location === "") return null
  return path.resolve(location.replace(/^\/\/(?=\/)/, ""))
}

function connectSqlite(location: string): DatabaseHandle {
  const memory = location === ":memory:" || location === ""
  const file = memory ? ":memory:" : sqliteFileOf(`sqlite:${location}`)!
  if (!memory) keepPrivate(file)
  const database = new BetterSqlite3(file)
  // WAL lets readers run beside the writer. synchronous=FULL makes every commit fsync the WAL
  // before it returns, so a 201 sent after the insert survives a power cut, not just a crash of
  // this process (NORMAL would only promise the latter); group commits keep its cost per row small.
  database.pragma("journal_mode = WAL")
  database.pragma("synchronous = FULL")
  database.pragma("busy_timeout = 5000")
  database.pragma("foreign_keys = ON")
  return {
    db: new Kysely<Database>({
      dialect: new TransactionalSqliteDialect({
        database: withStatementCache(database),
      }),
    }),
    dialect: "sqlite",
    sqliteFile: memory ? undefined : file,
  }
}

// The database holds password hashes and visitors' messages: it, its journal files and the kept
// secret are readable by their owner only, in a folder of mode 0700. The file is made 0600 before
// SQLite opens it, and SQLite gives its -wal and -shm files the database file's mode; files and a
// folder left by an earlier version are tightened here too. A folder this user does not own, or a
// shared one such as /tmp (sticky bit), is left alone: only its own files are changed.
export function keepPrivate(file: string) {
  const folder = path.dirname(file)
  mkdirSync(folder, { recursive: true, mode: 0o700 })
  const stat = statSync(folder)
  if (stat.uid === process.getuid?.() && !(stat.mode & 0o1000))
    chmodSync(folder, 0o700)
  closeSync(openSync(file, "a", 0o600))
  for (const suffix of ["", "-wal", "-shm", "-journal"]) {
    if (existsSync(file + suffix)) chmodSync(file + suffix, 0o600)
  }
}

// Kysely's SQLite adapter says its DDL is not transactional, so its Migrator would run SQLite
// migrations statement by statement, and a failure half-way would leave half a schema. SQLite
// does roll DDL back; what it cannot do inside a transaction is change some PRAGMAs (such as
// foreign_keys), which no migration of ours does. So SQLite migrates in one transaction, as
// PostgreSQL does.
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl() {
    return true
  }
}

class TransactionalSqliteDialect extends SqliteDialect {
  override createAdapter() {
    return new TransactionalSqliteAdapter()
  }
}

// Kysely prepares every query afresh; better-sqlite3 statements can be run again and again, and
// preparing was a tenth of a request's time in the profile. Our queries come from a handful of
// shapes, so a small cache of recent ones holds nearly all of them.
function withStatementCache(database: BetterSqlite3.Database, size = 200) {
  const statements = new Map<string, BetterSqlite3.Statement>()
  return {
    close: () => database.close(),
    prepare(sql: string) {
      let statement = statements.get(sql)
      if (statement) {
        statements.delete(sql)
      } else {
        statement = database.prepare(sql)
        if (statements.size >= size)
          statements.delete(statements.keys().next().value!)
      }
      statements.set(sql, statement)
      return statement
    },
  }
}

function connectPostgres(url: string, limits: PostgresLimits): DatabaseHandle {
  // int8 (count(*)) arrives as a string by default; our counts are far below 2^53.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))
  const pool = new pg.Pool({
    connectionString: url,
    max: limits.max,
    connectionTimeoutMillis: limits.connectionTimeoutMs,
    // Sent when each connection starts, so they hold for every query on it.
    statement_timeout: limits.statementTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionMs,
  })
  // An idle connection that the server ends (a restart, a failover, an administrator) is an
  // 'error' event on the pool, which would otherwise crash the process; the pool has already
  // dropped that connection, and the next query opens a new one.
  pool.on("error", () => {})
  // The same for a connection in use: PostgreSQL ends one whose transaction sat idle too long (or
  // an administrator does), which is an 'error' event with no listener while a query holds it.
  // The query in flight fails with the error, and the pool drops the connection when it returns.
  pool.on("connect", (client) => client.on("error", () => {}))
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    dialect: "postgres",
  }
}

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return (
    code === "23505" ||
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    code === "SQLITE_CONSTRAINT_PRIMARYKEY"
  )
}

// The database is there but cannot answer in time: SQLite's file stayed locked past busy_timeout,
// PostgreSQL cancelled a statement past its limit, ended the session while shutting down or
// refused a connection, or the pool had none free in time. Such a request may well succeed a
// moment later, so it answers 503 with Retry-After rather than 500 (server/common/errors.ts).
const UNAVAILABLE_CODES = new Set([
  "SQLITE_BUSY",
  "SQLITE_BUSY_SNAPSHOT",
  "SQLITE_BUSY_TIMEOUT",
  "SQLITE_LOCKED",
  "57014", // query_canceled: statement_timeout
  "57P01", // admin_shutdown
  "57P03", // cannot_connect_now
  "53300", // too_many_connections
  "ECONNREFUSED",
])

export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as {
    code?: unknown
    message?: unknown
  }
  return (
    UNAVAILABLE_CODES.has(String(code)) ||
    // pg-pool's own error, which has no code.
    /timeout exceeded when trying to connect/.test(String(message))
  )
}
