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

/** pg_restore of such a dump into the database, in one transaction: all of it or nothing. */
export function pgRestore(url: string, file: string) {
  const { dbname, env } = connection(url)
  return run(
    "pg_restore",
    [
      "--no-owner",
      "--no-privileges",
      "--single-transaction",
      "--exit-on-error",
      `--dbname=${dbname}`,
      file,
    ],
    env
  )
}
