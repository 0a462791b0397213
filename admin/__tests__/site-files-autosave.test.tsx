import "./setup"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { act, fireEvent, screen } from "@testing-library/react"
import { siteFileShape } from "../../common/site-files"
import { AUTOSAVE_QUIET_MS } from "../editorial/Autosave"
import SiteFileEdit from "../site-files/SiteFileEdit"
import { renderView, signIn } from "./render-admin"

// A site page's draft saves itself as a record's does (on Jest's fake timers: no waiting): a few
// seconds after typing stops, through the data provider's update marked autosave, with the
// file's text and the version the form holds, never a schedule and never a publish; it shows
// 'Saved hh:mm' and moves to the server's version; another tab's newer save (409) is said and
// stops it.

const CONTENT = join(__dirname, "../../content")
// A short file, so the form draws little: the error page's words.
const FILE = "data/error-page.json"
const shipped = readFileSync(join(CONTENT, FILE), "utf8")
const errorPage = {
  id: FILE,
  path: FILE,
  kind: "json",
  title: "Error page",
  address: null,
  state: "shipped",
  status: "draft",
  version: 1,
  shippedChanged: false,
  publishAt: null,
  unpublishAt: null,
  text: shipped,
  shipped,
  shape: siteFileShape(CONTENT, FILE),
}

beforeEach(() => signIn())
afterEach(() => {
  jest.useRealTimers()
  localStorage.clear()
})

async function openFile(calls: Record<string, jest.Mock>) {
  renderView(
    `/admin/site-files/${encodeURIComponent(FILE)}`,
    "site-files",
    SiteFileEdit,
    { getOne: jest.fn(async () => ({ data: errorPage })), ...calls }
  )
  await screen.findByRole("button", { name: "Save draft" })
  // The form is loaded on real timers; from here on, time moves only when the test says.
  jest.useFakeTimers({ now: new Date(2025, 2, 1, 10, 42, 5) })
  return screen.getByRole("textbox", { name: /^Title/ })
}

const type = (input: HTMLElement, value: string) =>
  act(() => {
    fireEvent.change(input, { target: { value } })
  })
const quiet = (ms = AUTOSAVE_QUIET_MS) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms)
  })
const sentTitle = (call: unknown[]) =>
  JSON.parse((call[1] as { data: { text: string } }).data.text).title

it("saves the page's draft once typing has stopped, then moves to the server's version", async () => {
  let version = 1
  const update = jest.fn(
    async (
      _resource: string,
      params: { data: { version: number; text: string } }
    ) => {
      expect(params.data.version).toBe(version)
      version += 1
      return { data: { ...errorPage, ...params.data, version, state: "draft" } }
    }
  )
  const publish = jest.fn()
  const title = await openFile({ update, publish })

  type(title, "Not found")
  await quiet(AUTOSAVE_QUIET_MS - 1)
  expect(update).not.toHaveBeenCalled()
  await quiet(1)
  expect(update).toHaveBeenCalledTimes(1)
  expect(update).toHaveBeenCalledWith("site-files", {
    id: FILE,
    data: { text: expect.any(String), version: 1 },
    previousData: expect.objectContaining({ id: FILE }),
    meta: { autosave: true },
  })
  // Only the title's line changed: the file keeps its layout.
  expect(update.mock.calls[0][1].data.text).toBe(
    shipped.replace(
      '"title": "Unexpected Application Error!"',
      '"title": "Not found"'
    )
  )
  expect(await screen.findByText("Saved 10:42")).toBeInTheDocument()
  expect(publish).not.toHaveBeenCalled()
  // Saved: nothing is left unsaved, so Publish may go and leaving does not ask.
  expect(screen.getByRole("button", { name: "Save draft" })).toBeDisabled()

  await quiet(AUTOSAVE_QUIET_MS * 3)
  expect(update).toHaveBeenCalledTimes(1)

  jest.setSystemTime(new Date(2025, 2, 1, 10, 47, 0))
  type(title, "Not found!")
  await quiet()
  expect(update).toHaveBeenCalledTimes(2)
  expect(update.mock.calls[1][1].data.version).toBe(2)
  expect(sentTitle(update.mock.calls[1])).toBe("Not found!")
  expect(await screen.findByText("Saved 10:47")).toBeInTheDocument()
})

it("says so when another tab saved first (409) and stops autosaving", async () => {
  const update = jest.fn(async () => {
    throw Object.assign(
      new Error("This file was changed by ada@coreval.example"),
      {
        status: 409,
      }
    )
  })
  const title = await openFile({ update })
  // react-admin logs every refused call outside production; this one is expected.
  const logged = jest.spyOn(console, "error").mockImplementation(() => {})
  type(title, "Mine")
  await quiet()
  expect(update).toHaveBeenCalledTimes(1)
  // The message itself goes to the panel's notifications (autosave.test.tsx reads it there).
  expect(
    await screen.findByText(/saved automatically no more/i)
  ).toBeInTheDocument()
  type(title, "Mine again")
  await quiet(AUTOSAVE_QUIET_MS * 5)
  expect(update).toHaveBeenCalledTimes(1)
  // Still unsaved: Save draft by hand remains.
  expect(screen.getByRole("button", { name: "Save draft" })).toBeEnabled()
  logged.mockRestore()
})
