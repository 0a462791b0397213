// Writes the content folder a build reads (common/site-content.ts) for the database the build
// reads (DATABASE_URL, as the source plugin reads it) and prints its path: gatsby-config runs it
// (common/site-content-dir.ts). Run with tsx: npx tsx scripts/site-content.ts
import { fileURLToPath } from "node:url"
import { DEFAULT_DATABASE_URL } from "../common/panel-content"
import { prepareSiteContent } from "../common/site-content"

const root = fileURLToPath(new URL("..", import.meta.url))

prepareSiteContent(
  root,
  process.env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL
).then(
  (dir) => process.stdout.write(`${dir}\n`),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
)
