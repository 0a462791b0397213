import { tmpdir } from "node:os"

// The port of the end-to-end server: E2E_PORT, or 8123. npm test builds the site for it, Playwright
// opens it and scripts/e2e-server.mjs listens on it.
export const e2ePort = process.env.E2E_PORT ?? "8123"

// Where scripts/e2e-server.mjs keeps each e-mail its SMTP server takes (one .eml file each), for the
// specs that follow a link an e-mail carries (e2e/pages/mailbox.ts): one folder per port.
export const e2eMailDir =
  process.env.E2E_MAIL_DIR ?? `${tmpdir()}/coreval-e2e-mail-${e2ePort}`
