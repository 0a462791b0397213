import { spawn } from "node:child_process"

// PostgreSQL's own dump and restore tools, run on DATABASE_URL. The password travels in the
// child's environment (PGPASSWORD), never on its command line, which any user of the machine
// can read in the process list.

function connection(url: string) {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ""
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password && { PGPASSWORD: password }) },
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      env,
      stdio: ["ignore", "ignore", "pipe"],
    })
    let errors = ""
    child.stderr.on("data", (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4000)
    })
    child.on("error", (error) =>
      reject(new Error(`${command} could not run: ${error.message}`))
    )
    child.on("close", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} failed (${code}): ${errors.trim()}`))
    )
  })
}

/** pg_dump's custom format of the whole database: one consistent snapshot (one transaction). */
export function pgDump(url: string, file: string) {
  const { dbname, env } = connection(url)
  return run(
    "pg_dump",
    [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      `--file=${file}`,
      `--dbname=${dbname}`,
    ],
    env
  )
}

/**
 * Restores such a dump into the database in one transaction: all of it or nothing. pg_restore
 * first writes the dump out as SQL (a damaged dump stops there, before the database is touched),
 * which psql then runs in one transaction, after `first` (a forced restore's emptying of the
 * schema) in the same one, so a restore that fails part-way leaves the database as it was.
 */
export async function pgRestore(
  url: string,
  file: string,
  { first }: { first?: string } = {}
) {
  const { dbname, env } = connection(url)
  const script = `${file}.script`
  await run(
    "pg_restore",
    ["--no-owner", "--no-privileges", `--file=${script}`, file],
    env
  )
  await run(
    "psql",
    [
      "--no-psqlrc",
      "--no-password",
      "--quiet",
      "--single-transaction",
      "--set=ON_ERROR_STOP=1",
      `--dbname=${dbname}`,
      ...(first ? [`--command=${first}`] : []),
      `--file=${script}`,
    ],
    env
  )
}
