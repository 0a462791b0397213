import { expect, test, type Page } from "@playwright/test"
import { gzipSync } from "node:zlib"
import { recordScripts } from "./fixtures/scripts"

// The admin panel's code (react-admin, MUI) must load only under /admin, or every visitor pays for
// it: a public page downloads none of it, and /admin fetches it after the light shell has rendered.
const adminMarkers = [
  "react-admin",
  "MuiButtonBase",
  "RaLayout",
  "ra-data-simple-rest",
]

async function scriptsOf(page: Page, path: string, ready: () => Promise<void>) {
  const recorder = recordScripts(page)
  await page.goto(path)
  await ready()
  await page.waitForLoadState("networkidle")
  const scripts = await recorder.bodies()
  const gzip = [...scripts.values()].reduce(
    (sum, body) => sum + gzipSync(body, { level: 9 }).length,
    0
  )
  const withAdminCode = [...scripts].filter(([, body]) =>
    adminMarkers.some((marker) => body.includes(marker))
  )
  return { count: scripts.size, gzip, withAdminCode }
}

test("public pages load no admin code; /admin loads it after the shell", async ({
  page,
}) => {
  const home = await scriptsOf(page, "/", () =>
    expect(page.locator("main")).toBeVisible()
  )
  expect(home.withAdminCode.map(([url]) => url)).toEqual([])

  const admin = await scriptsOf(page, "/admin/login", () =>
    expect(page.getByRole("button", { name: "Sign in" })).toBeVisible()
  )
  expect(admin.withAdminCode.length).toBeGreaterThan(0)

  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
  test.info().annotations.push(
    {
      type: "home page JS (gzip)",
      description: `${kib(home.gzip)} in ${home.count} files`,
    },
    {
      type: "/admin/login JS (gzip)",
      description: `${kib(admin.gzip)} in ${admin.count} files`,
    }
  )
  console.log(
    `JS gzip: home ${kib(home.gzip)} (${home.count} files), /admin/login ${kib(admin.gzip)} (${admin.count} files)`
  )
})
