// `npm run content:export`: writes the published edits of the site's files in the database named
// by DATABASE_URL (or .env's) into content/, with the library's images they name, so a developer
// can commit them and the edits become the shipped files. Prints each file written; nothing else
// changes. Run with tsx: npx tsx scripts/content-export.ts
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { parseEnv } from "node:util"
import { DEFAULT_DATABASE_URL } from "../common/panel-content"
import { exportSiteFiles } from "../common/site-content"

const root = fileURLToPath(new URL("..", import.meta.url))

// The database as the server reads it: the environment's DATABASE_URL over a .env's.
function databaseUrl() {
  const file = path.join(root, ".env")
  const dotenv = existsSync(file) ? parseEnv(readFileSync(file, "utf8")) : {}
  return (
    process.env.DATABASE_URL?.trim() ||
    dotenv.DATABASE_URL?.trim() ||
    DEFAULT_DATABASE_URL
  )
}

exportSiteFiles(root, databaseUrl()).then(
  (written) => {
    for (const file of written) console.log(`content/${file}`)
    if (!written.length) console.log("No published edit: content/ is as it was")
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
)
