// The port of the end-to-end server: E2E_PORT, or 8123. npm test builds the site for it, Playwright
// opens it and scripts/e2e-server.mjs listens on it.
export const e2ePort = process.env.E2E_PORT ?? "8123"
