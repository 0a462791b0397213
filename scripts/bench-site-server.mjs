// The real server for the browser benchmarks (scripts/bench-publish.mjs, scripts/bench-search.mjs):
// server/server.ts through tsx's CLI on `port`, on a fresh SQLite file in `dir`, with the
// benchmark's administrator, logging warnings only to this terminal; `env` adds to its variables.
import { spawn } from "node:child_process"
import { join } from "node:path"
import { root } from "./site-build.mjs"

export const BENCH_ADMIN = {
  email: "bench@coreval.test",
  password: "bench-password-long-enough",
}

export const spawnSiteServer = (port, dir, env) =>
  spawn(
    process.execPath,
    [join(root, "node_modules", "tsx", "dist", "cli.mjs"), "server/server.ts"],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: `sqlite:${join(dir, "bench.sqlite")}`,
        ADMIN_EMAIL: BENCH_ADMIN.email,
        ADMIN_PASSWORD: BENCH_ADMIN.password,
        LOG_LEVEL: "warn",
        ...env,
      },
      stdio: ["ignore", "inherit", "inherit"],
    }
  )
