// Brings the site's database (DATABASE_URL, as the server reads it) to the latest schema, which
// on a fresh database also seeds the Academy's courses, then prints the digest of the content
// the site shows: scripts/site-build.mjs runs it before deciding whether to build, so that
// `npm start` on a fresh clone builds the seeded courses into the first site, and a site built
// from other records is built again. Run with tsx: npx tsx scripts/database-state.ts
import { connect } from "../server/db/connect"
import { migrate } from "../server/db/migrate"
import { contentDigest, DEFAULT_DATABASE_URL } from "../common/panel-content"

async function main() {
  const url = process.env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL
  const { db } = connect(url)
  try {
    await migrate(db)
  } finally {
    await db.destroy()
  }
  process.stdout.write(
    `${JSON.stringify({ digest: await contentDigest(url) })}\n`
  )
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
