import { readConfig } from "../plugins/external/env"
import { restore, RestoreRefused } from "./backup-commands"

// `npm run restore -- FILE [--force]`: an archive of `npm run backup` put back into the database
// the environment (and .env) names, which must be empty and of the archive's kind; --force
// replaces what a non-empty one holds. Erasures recorded since the archive was taken are applied
// again. Stop the server first (docs/operations.md 'Backups'). Exits with 2 when refused (nothing
// changed), 1 on any other failure.

const USAGE = "Usage: npm run restore -- FILE [--force]"

async function main(args: string[]) {
  const force = args.includes("--force")
  const rest = args.filter((arg) => arg !== "--force")
  if (rest.length !== 1 || rest[0].startsWith("-")) throw new Error(USAGE)
  const { manifest, erasures, erased } = await restore(readConfig(), rest[0], {
    force,
  })
  console.log(
    `Restored the ${manifest.kind} database of ${manifest.createdAt} (${manifest.migration ?? "no migration"})` +
      `${manifest.site ? ` and the live site (build ${manifest.site.buildId})` : ""}.`
  )
  if (erasures)
    console.log(
      `${erasures} erasure(s) recorded since then: ${erased} person(s) erased again.`
    )
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(error instanceof RestoreRefused ? 2 : 1)
})
