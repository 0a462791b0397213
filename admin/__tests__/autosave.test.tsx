import "./setup"
import { act, fireEvent, screen, waitFor } from "@testing-library/react"
import { blogRecord as blog } from "./records"
import { renderAdmin, signIn } from "./render-admin"
import { AUTOSAVE_QUIET_MS } from "../editorial/Autosave"

// A draft saves itself a few seconds after typing stops (on Jest's fake timers: no waiting):
// through the data provider's update marked autosave, never publishing, showing 'Saved hh:mm',
// with the form moving to the version the server answered; a newer save from elsewhere (409)
// is said and stops it. Only an existing record's edit form autosaves.

beforeEach(() => {
  localStorage.clear()
  signIn()
})

afterEach(() => jest.useRealTimers())

async function openForm(path: string, calls: object) {
  renderAdmin(path, calls)
  const title = await screen.findByLabelText(/^Title/, { selector: "input" })
  // The toolbar, and on an edit form its autosave, come once the role's rights are read.
  await screen.findByRole("button", { name: "Save" })
  if (!path.endsWith("/create")) await screen.findByRole("status")
  // The form is loaded on real timers; from here on, time moves only when the test says.
  jest.useFakeTimers({ now: new Date(2025, 2, 1, 10, 42, 5) })
  return title
}

const type = (input: HTMLElement, value: string) =>
  act(() => {
    fireEvent.change(input, { target: { value } })
  })

const quiet = (ms = AUTOSAVE_QUIET_MS) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms)
  })

it("saves the draft once typing has stopped for a few seconds, then moves to the server's version", async () => {
  let version = 1
  const update = jest.fn(
    async (_resource: string, params: { data: { version: number } }) => {
      expect(params.data.version).toBe(version)
      version += 1
      return { data: blog({ ...params.data, version }) }
    }
  )
  const publish = jest.fn()
  const title = await openForm("/admin/blogs/b1", {
    getOne: async () => ({ data: blog() }),
    update,
    publish,
  })

  type(title, "Rates are not the whole cost")
  await quiet(AUTOSAVE_QUIET_MS - 1000)
  type(title, "Rates are not the whole cost.")
  await quiet(AUTOSAVE_QUIET_MS - 1)
  expect(update).not.toHaveBeenCalled()
  await quiet(1)
  expect(update).toHaveBeenCalledTimes(1)
  expect(update).toHaveBeenCalledWith("blogs", {
    id: "b1",
    data: expect.objectContaining({
      title: "Rates are not the whole cost.",
      content: "<p>Beyond rates.</p>",
      version: 1,
    }),
    previousData: expect.objectContaining({ id: "b1" }),
    meta: { autosave: true },
  })
  expect(update.mock.calls[0][1].data).not.toHaveProperty("state")
  expect(await screen.findByText("Saved 10:42")).toBeInTheDocument()
  expect(publish).not.toHaveBeenCalled()
  // Saved: nothing is left unsaved, so leaving does not ask.
  expect(screen.getByRole("button", { name: "Save" })).toBeDisabled()

  // Nothing typed since: nothing more is sent.
  await quiet(AUTOSAVE_QUIET_MS * 3)
  expect(update).toHaveBeenCalledTimes(1)

  // The next autosave, and the next Save by hand, start from version 2: not stale against itself.
  jest.setSystemTime(new Date(2025, 2, 1, 10, 47, 0))
  type(title, "Rates are never the whole cost")
  await quiet()
  expect(update).toHaveBeenCalledTimes(2)
  expect(update.mock.calls[1][1].data.version).toBe(2)
  expect(await screen.findByText("Saved 10:47")).toBeInTheDocument()

  jest.useRealTimers()
  type(title, "Rates are never the cost")
  fireEvent.click(screen.getByRole("button", { name: "Save" }))
  await waitFor(() => expect(update).toHaveBeenCalledTimes(3))
  expect(update.mock.calls[2][1]).not.toHaveProperty("meta.autosave")
  expect(update.mock.calls[2][1].data.version).toBe(3)
})

it("keeps what was typed while an autosave was on its way as unsaved, and saves it next", async () => {
  let answer!: () => void
  const update = jest
    .fn()
    .mockImplementationOnce(
      (_resource: string, params: { data: object }) =>
        new Promise((resolve) => {
          answer = () => resolve({ data: blog({ ...params.data, version: 2 }) })
        })
    )
    .mockImplementation(
      async (_resource: string, params: { data: object }) => ({
        data: blog({ ...params.data, version: 3 }),
      })
    )
  const title = await openForm("/admin/blogs/b1", {
    getOne: async () => ({ data: blog() }),
    update,
  })
  type(title, "First")
  await quiet()
  expect(update).toHaveBeenCalledTimes(1)
  type(title, "First and second")
  await act(async () => answer())
  expect(await screen.findByText("Saved 10:42")).toBeInTheDocument()
  expect(screen.getByRole("button", { name: "Save" })).toBeEnabled()
  await quiet()
  expect(update).toHaveBeenCalledTimes(2)
  expect(update.mock.calls[1][1].data).toMatchObject({
    title: "First and second",
    version: 2,
  })
})

it("says so when another tab saved first (409), keeps the message in view, and stops autosaving", async () => {
  const message =
    "This record was changed by ada@coreval.example at 2025-03-01 10:40 UTC (version 2; you started from version 1). Reload it to see that change, then make yours again."
  const update = jest.fn(async () => {
    throw Object.assign(new Error(message), { status: 409 })
  })
  const title = await openForm("/admin/blogs/b1", {
    getOne: async () => ({ data: blog() }),
    update,
  })
  type(title, "Mine")
  await quiet()
  expect(update).toHaveBeenCalledTimes(1)
  expect(await screen.findByText(message)).toBeInTheDocument()
  expect(screen.getByRole("status")).toHaveTextContent(
    /saved automatically no more/i
  )
  // Still there long after a notification would have gone, and nothing more is sent.
  await quiet(60_000)
  expect(screen.getByText(message)).toBeInTheDocument()
  type(title, "Mine again")
  await quiet()
  expect(update).toHaveBeenCalledTimes(1)
  // What was typed is still in the form, for the person to copy or reload.
  expect(title).toHaveValue("Mine again")
})

it("says when an autosave was refused for another reason, and tries again after the next change", async () => {
  const update = jest
    .fn()
    .mockRejectedValueOnce(
      Object.assign(
        new Error("body/title must NOT have fewer than 1 characters"),
        {
          status: 400,
        }
      )
    )
    .mockImplementation(
      async (_resource: string, params: { data: object }) => ({
        data: blog({ ...params.data, version: 2 }),
      })
    )
  const title = await openForm("/admin/blogs/b1", {
    getOne: async () => ({ data: blog() }),
    update,
  })
  type(title, "")
  await quiet()
  expect(screen.getByRole("status")).toHaveTextContent(
    "The draft was not saved automatically: body/title must NOT have fewer than 1 characters"
  )
  type(title, "Back")
  await quiet()
  expect(update).toHaveBeenCalledTimes(2)
  expect(await screen.findByText("Saved 10:42")).toBeInTheDocument()
})

it("sends nothing for a form only opened, even one whose text the editor reads differently", async () => {
  const update = jest.fn()
  await openForm("/admin/blogs/b1", {
    getOne: async () => ({
      data: blog({
        content:
          '<p style="color:red">Styled</p><table><tr><td>Last</td></tr></table>',
      }),
    }),
    update,
  })
  await quiet(AUTOSAVE_QUIET_MS * 5)
  expect(update).not.toHaveBeenCalled()
  expect(screen.getByRole("status")).toBeEmptyDOMElement()
})

it("does not autosave a record being created", async () => {
  const create = jest.fn()
  const update = jest.fn()
  const title = await openForm("/admin/blogs/create", { create, update })
  type(title, "A new post")
  await quiet(AUTOSAVE_QUIET_MS * 5)
  expect(create).not.toHaveBeenCalled()
  expect(update).not.toHaveBeenCalled()
  expect(screen.queryByRole("status")).toBeNull()
})
