import { existsSync } from "node:fs"
import path from "node:path"
import { parseArgs } from "node:util"
import { connect } from "../db/connect"
import { moveToPostgres, type MoveOptions } from "../db/move"
import { readConfig } from "../plugins/external/env"

// `npm run move-to-postgres -- --to postgres://… [--from sqlite:PATH]` (docs/deploy.md): copies a
// site's SQLite database, every record, revision, upload and consent entry, into a new PostgreSQL
// database. `--from` defaults to the DATABASE_URL the server reads (environment, then .env). The
// servers on the SQLite file must be stopped first, so nothing written meanwhile is left behind.

const USAGE =
  "Usage: npm run move-to-postgres -- --to postgres://user:password@host/database [--from sqlite:PATH]"

export async function main(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
  print: (line: string) => void = console.log,
  options: Omit<MoveOptions, "onTable"> = {}
) {
  const { values } = parseArgs({
    args: argv,
    options: { from: { type: "string" }, to: { type: "string" } },
    strict: true,
  })
  const from = values.from ?? readConfig(env).DATABASE_URL
  const to = values.to
  if (!to) throw new Error(USAGE)
  if (!from.startsWith("sqlite:") || /^sqlite:(:memory:)?$/.test(from))
    throw new Error(
      `--from must be a SQLite file (sqlite:PATH), not "${from.split(":")[0]}:"`
    )
  if (!/^postgres(ql)?:\/\//.test(to))
    throw new Error(`--to must be a PostgreSQL URL (postgres://…)\n${USAGE}`)
  const file = path.resolve(from.slice("sqlite:".length))
  // connect() would create an empty file where none is, and move nothing.
  if (!existsSync(file))
    throw new Error(`There is no SQLite database at ${file}`)
  const source = connect(`sqlite:${file}`).db
  const target = connect(to).db
  try {
    const started = Date.now()
    const { tables } = await moveToPostgres(source, target, {
      onTable: ({ table, rows }) => print(`${table}: ${rows} rows`),
      ...options,
    })
    const rows = tables.reduce((sum, table) => sum + table.rows, 0)
    print(
      `Moved ${rows} rows in ${tables.length} tables in ${((Date.now() - started) / 1000).toFixed(1)} s, each table's count checked.`
    )
    print(
      "Next: set DATABASE_URL to the PostgreSQL URL and JWT_SECRET (the jwt-secret file beside " +
        "the SQLite database keeps current sessions valid), then start the server."
    )
  } finally {
    await Promise.all([source.destroy(), target.destroy()])
  }
}

if (require.main === module)
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
