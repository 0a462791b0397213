// https://playwright.dev/docs/test-configuration
// End-to-end tests run against the built site served by the real server on a throw-away SQLite file,
// in Debian's Chromium headless shell: Playwright's own browser download is not allowed here.
import { defineConfig } from "@playwright/test"
import { chromiumFlags, headlessShellPath } from "./scripts/chromium.mjs"
import { e2ePort } from "./scripts/e2e-server-port.mjs"

const port = e2ePort

export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  // react-admin views render slowly when two workers and the server share two cores.
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  reporter: "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failure leaves its screenshot and page snapshot (test-results/); a trace of every step
    // costs a quarter of the run's time, so it is recorded on asking:
    // `npx playwright test --trace retain-on-failure` (docs/testing.md).
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: headlessShellPath,
      args: chromiumFlags,
    },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: /publishing\.spec\.ts$/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    // A real publish rebuilds the site the other specs read: npm test runs it after them
    // (scripts/test.mjs), and builds the site again before the next run's (scripts/site-build.mjs).
    // Its one spec (publishing.spec.ts) holds every step that needs a real build, on one worker.
    // Its test runs for up to 35 minutes (two real builds), and an action or a navigation waits
    // as long as the test may run unless told otherwise: each gets its own bound, so a locator
    // that matches nothing fails in seconds, naming itself, instead of stalling the run.
    {
      name: "publishing",
      testMatch: /publishing\.spec\.ts$/,
      workers: 1,
      use: {
        viewport: { width: 1280, height: 800 },
        actionTimeout: 15_000,
        navigationTimeout: 30_000,
      },
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${port}/api/v1/admin/getallBanner`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    // The server ends a site build it runs when it closes (a publishing test may leave one).
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    timeout: 60_000,
  },
})
