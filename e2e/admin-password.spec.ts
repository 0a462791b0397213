import { spawn, type ChildProcess } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { expect, test } from "@playwright/test"
import {
  AdminListPage,
  AdminLoginPage,
  E2E_ADMIN,
  signInWithToken,
} from "./pages/admin-list-page"
import { AdminPasswordPage } from "./pages/admin-password-page"
import { e2ePort } from "../scripts/e2e-server-port.mjs"

// The signed-in administrator changes their own password in the panel (docs/people.md), the
// current one required. A new password ends every session of that administrator, so this runs on
// a server and database of its own (the next port after E2E_PORT), not on the shared one whose
// administrator the other specs are signed in as.

const port = Number(e2ePort) + 1
const baseURL = `http://127.0.0.1:${port}`
const NEW_PASSWORD = "a fresh panel password 42"

test.use({ baseURL })
test.describe.configure({ mode: "serial" })

let server: ChildProcess
let dir: string

test.beforeAll(async () => {
  // A server start (TypeScript compiled by tsx, scrypt's decoy hash at N = 2^17) outlasts a
  // hook's default 30 s on a busy machine.
  test.setTimeout(120_000)
  dir = mkdtempSync(path.join(tmpdir(), "coreval-e2e-password-"))
  server = spawn(process.execPath, ["scripts/run-server.mjs"], {
    cwd: path.join(__dirname, ".."),
    stdio: "ignore",
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: `sqlite:${path.join(dir, "e2e.sqlite")}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      RATE_LIMIT_LOGIN: "0",
      RATE_LIMIT_FORMS: "0",
    },
  })
  await expect
    .poll(
      () =>
        fetch(`${baseURL}/api/v1/admin/getallBanner`)
          .then((response) => response.status)
          .catch(() => 0),
      { timeout: 100_000 }
    )
    .toBe(200)
})

// npm test builds the site for the shared server's address: its scripts call this server instead.
test.beforeEach(async ({ page }) => {
  await page.addInitScript((url) => {
    window.__API_URL__ = url
  }, baseURL)
})

test.afterAll(() => {
  server?.kill("SIGTERM")
  rmSync(dir, { recursive: true, force: true })
})

test("an administrator changes their password from the user menu", async ({
  page,
}) => {
  // Four sign-ins and two password changes: six scrypt computations at N = 2^17, each slow on
  // purpose so that a stolen hash is slow to guess. Close to the default 30 s alone, past it beside
  // the rest of the suite on two cores.
  test.slow()
  const login = new AdminLoginPage(page)
  await login.goto()
  await login.login()
  await expect(page).toHaveURL(/\/admin\/?$/)

  const screen = new AdminPasswordPage(page)
  await screen.openFromUserMenu()

  // The current password is required, and checked by the server.
  await screen.change("not the current password", NEW_PASSWORD)
  await expect(screen.elements.toast()).toHaveText(
    /current password is not right/
  )
  await expect(page).toHaveURL(/\/admin\/password$/)

  await screen.change(E2E_ADMIN.password, NEW_PASSWORD)
  await expect(screen.elements.toast()).toHaveText(/Password changed/)

  // This session goes on with the token the change returned.
  const banners = new AdminListPage(page, "banners")
  await banners.goto()
  await expect(page).toHaveURL(/\/admin\/banners$/)
  await expect(banners.elements.create()).toBeVisible()

  await banners.logout()
  await expect(page).toHaveURL(/\/admin\/login$/)
  await login.login(E2E_ADMIN.email, E2E_ADMIN.password)
  await expect(login.elements.error()).toHaveText(
    /Wrong e-mail address or password/
  )
  await login.login(E2E_ADMIN.email, NEW_PASSWORD)
  await expect(page).toHaveURL(/\/admin\/?$/)
})

test("the new password must be confirmed and at least 12 characters long", async ({
  page,
  request,
}) => {
  await signInWithToken(page, request, {
    email: E2E_ADMIN.email,
    password: NEW_PASSWORD,
  })
  const screen = new AdminPasswordPage(page)
  await page.goto("/admin/password")
  await screen.change(NEW_PASSWORD, "too short")
  await expect(
    page.getByText("The password needs at least 12 characters.")
  ).toBeVisible()
  await screen.change(
    NEW_PASSWORD,
    "long enough password",
    "another long password"
  )
  await expect(page.getByText("The two passwords do not match.")).toBeVisible()
})
