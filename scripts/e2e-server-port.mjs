// The port of the end-to-end server: E2E_PORT, or 8123. npm test builds the site for it, Playwright
// opens it and scripts/e2e-server.mjs listens on it. Beside it, keyed by the port so that two runs
// on one machine stay apart: the folder where that server's SMTP server leaves each e-mail it
// takes (one .eml file each), which the specs read, and its database, which they may inspect.
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"

export const e2ePort = process.env.E2E_PORT ?? "8123"
export const e2eMailDir = join(tmpdir(), `coreval-e2e-mail-${e2ePort}`)
export const e2eDatabaseUrl =
  process.env.E2E_DATABASE_URL ??
  `sqlite:${join(tmpdir(), `coreval-e2e-${e2ePort}`, "e2e.sqlite")}`
// The run's own folder, which holds that database.
export const e2eDatabaseDir = dirname(e2eDatabaseUrl.slice("sqlite:".length))
// Where that server keeps its releases and the live link (RELEASES_DIR), beside its database: a
// run's own, so that no release of an earlier run, made from another database, is taken for one
// of this run's (the publishing journey reads every release it keeps).
export const e2eSiteDir = join(e2eDatabaseDir, "site")
