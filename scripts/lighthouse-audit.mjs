// One Lighthouse run in Debian's Chromium with the flags of scripts/chromium.mjs, shared by
// `npm run lighthouse` and `npm run lighthouse:pair`.
import { execFile } from "node:child_process"
import { readFileSync } from "node:fs"
import { promisify } from "node:util"
import { chromiumFlags, chromiumPath } from "./chromium.mjs"

const ATTEMPTS_PER_RUN = 3
const chromeFlags = ["--headless=new", ...chromiumFlags].join(" ")
const lighthouseBin = new URL(
  "../node_modules/.bin/lighthouse",
  import.meta.url
).pathname

export const lighthouseVersion = JSON.parse(
  readFileSync(
    new URL("../node_modules/lighthouse/package.json", import.meta.url)
  )
).version

const execFileAsync = promisify(execFile)

/**
 * One Lighthouse run of `url`, its report written to `file`; a run Lighthouse could not finish (it
 * happens) is tried again. Asynchronous, so that a server in the calling process (the pair's
 * proxies) goes on answering the browser meanwhile.
 */
export async function audit(url, file) {
  let lastError
  for (let attempt = 1; attempt <= ATTEMPTS_PER_RUN; attempt++) {
    try {
      await execFileAsync(
        lighthouseBin,
        [
          url,
          "--quiet",
          "--output=json",
          `--output-path=${file}`,
          `--chrome-flags=${chromeFlags}`,
        ],
        // Lighthouse finds the browser through CHROME_PATH.
        { env: { ...process.env, CHROME_PATH: chromiumPath } }
      )
      const report = JSON.parse(readFileSync(file, "utf8"))
      if (!report.runtimeError && report.categories.performance.score !== null)
        return report
      lastError = report.runtimeError?.message
    } catch (error) {
      lastError = String(error.stderr ?? error.message)
        .trim()
        .split("\n")
        .at(-1)
    }
  }
  throw new Error(
    `Lighthouse could not audit ${url} in ${ATTEMPTS_PER_RUN} attempts (last: ${lastError || "no score"})`
  )
}

export const median = (values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
