import { statSync } from "node:fs"
import { readConfig } from "../plugins/external/env"
import { backUp } from "./backup-commands"

// `npm run backup -- FILE`: one archive of the instance the environment (and .env) describes,
// taken while it runs, written to FILE readable by its owner only (docs/operations.md 'Backups').
// Progress lines go to stderr, the summary to stdout.

const USAGE = "Usage: npm run backup -- FILE"

async function main(args: string[]) {
  const file = args.find((arg) => !arg.startsWith("-"))
  if (!file || args.length !== 1) throw new Error(USAGE)
  const started = Date.now()
  const manifest = await backUp(readConfig(), file, (line) =>
    process.stderr.write(`backup: ${line}\n`)
  )
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const bytes = statSync(file).size
  const size =
    bytes < 1e6
      ? `${Math.ceil(bytes / 1e3)} kB`
      : `${(bytes / 1e6).toFixed(1)} MB`
  console.log(
    `Backed up the ${manifest.kind} database (${manifest.migration ?? "no migration"})` +
      `${manifest.site ? `, the live site (build ${manifest.site.buildId})` : ""}` +
      `${manifest.secret === "archive" ? " and its kept secret" : ""} to ${file}: ${size} in ${seconds} s.`
  )
  if (manifest.secret === "environment")
    console.log(
      "JWT_SECRET is set in the environment: it is not in the archive; keep it with the archive."
    )
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
