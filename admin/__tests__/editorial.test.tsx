import "./setup"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { blogRecord as blog, mediaItem } from "./records"
import { listOf, renderAdmin, signIn } from "./render-admin"

// The panel's side of the editorial workflow, with a jest.fn() data provider: each record's state
// in the lists and the filter by it, Publish on a record and on the ticked ones, what became of a
// publish (waiting, live with its page, failed with the build's log), a record's History with
// its differences and restore, a stale save's message, Trash, Releases and the pause banner.

const stamp = "2025-03-01T09:30:00.000Z"
const status = (overrides: object = {}) => ({
  state: "idle",
  builtAt: "2025-03-01T10:00:00.000Z",
  startedAt: "2025-03-01T09:59:00.000Z",
  contentAt: "2025-03-01T09:59:00.000Z",
  error: null,
  log: null,
  paused: false,
  pausedAt: null,
  pausedBy: null,
  mode: "local",
  ...overrides,
})

beforeEach(() => {
  localStorage.clear()
  signIn()
})

it("lists each record's state, filters by it, and publishes the ticked records", async () => {
  const getList = jest.fn(() =>
    listOf([
      blog(),
      blog({
        id: "b2",
        title: "Tender drift",
        status: "published",
        state: "changed",
      }),
    ])
  )
  const publish = jest.fn(async (_resource: string, id: string) => blog({ id }))
  renderAdmin("/admin/blogs", {
    getList,
    publish,
    publishStatus: jest.fn(async () => status()),
  })
  const row = (await screen.findByText("Tender drift")).closest("tr")!
  expect(within(row).getByText("Changed since published")).toBeInTheDocument()
  expect(screen.getByText("Draft")).toBeInTheDocument()

  await userEvent.click(screen.getByLabelText("State"))
  await userEvent.click(
    await screen.findByRole("option", { name: "Scheduled" })
  )
  await waitFor(() =>
    expect(getList).toHaveBeenLastCalledWith(
      "blogs",
      expect.objectContaining({ filter: { state: "scheduled" } })
    )
  )

  for (const checkbox of screen.getAllByLabelText("Select this row"))
    await userEvent.click(checkbox)
  await userEvent.click(screen.getByRole("button", { name: "Publish" }))
  await waitFor(() => expect(publish).toHaveBeenCalledTimes(2))
  expect(await screen.findByText("2 records published")).toBeInTheDocument()
})

it("publishes a record from its page and says when it is live, with a link to its page", async () => {
  let record = blog()
  const publish = jest.fn(async () => {
    record = blog({
      status: "published",
      state: "published",
      publishedAt: "2025-03-01T09:50:00.000Z",
    })
    return record
  })
  renderAdmin("/admin/blogs/b1/show", {
    getOne: jest.fn(async () => ({ data: record })),
    publish,
    publishStatus: jest.fn(async () => status()),
  })
  const publishButton = await screen.findByRole("button", { name: "Publish" })
  // A draft has no public page to open.
  expect(
    screen.queryByRole("link", { name: "Open the public page" })
  ).not.toBeInTheDocument()
  await userEvent.click(publishButton)
  expect(publish).toHaveBeenCalledWith("blogs", "b1")
  const live = await screen.findByTestId("live-status")
  expect(live).toHaveTextContent("Live on the site since")
  expect(
    within(live).getByRole("link", { name: "Open its page" })
  ).toHaveAttribute("href", "/blog/b1")
  // The toolbar's link to it, in a new tab.
  const toolbarLink = await screen.findByRole("link", {
    name: "Open the public page",
  })
  expect(toolbarLink).toHaveAttribute("href", "/blog/b1")
  expect(toolbarLink).toHaveAttribute("target", "_blank")
})

it("says why the build failed after a publish, with the end of its log", async () => {
  renderAdmin("/admin/blogs/b1/show", {
    getOne: jest.fn(async () => ({
      data: blog({
        status: "published",
        state: "published",
        publishedAt: "2025-03-01T10:05:00.000Z",
      }),
    })),
    publishStatus: jest.fn(async () =>
      status({
        state: "failed",
        error: "gatsby build failed with exit code 1: ERROR #85923",
        log: "success Building production JavaScript\n ERROR #85923 boom",
      })
    ),
  })
  const failed = await screen.findByTestId("live-status")
  expect(failed).toHaveTextContent("the build of the site failed")
  expect(failed).toHaveTextContent("ERROR #85923 boom")
})

it("refuses a draft that is not ready with the field's error", async () => {
  renderAdmin("/admin/banners/n1/show", {
    getOne: jest.fn(async () => ({
      data: { ...blog({ id: "n1" }), link: "", subtitle: "", order: null },
    })),
    publish: jest.fn(async () => {
      throw new Error("link must be filled in before this can be published")
    }),
    publishStatus: jest.fn(async () => status()),
  })
  await userEvent.click(await screen.findByRole("button", { name: "Publish" }))
  expect(
    await screen.findByText(
      "link must be filled in before this can be published"
    )
  ).toBeInTheDocument()
})

it("shows a record's History field by field and restores a version as a new draft", async () => {
  const restoreRevision = jest.fn(async () => blog({ version: 3 }))
  renderAdmin("/admin/blogs/b1/history", {
    getOne: jest.fn(async () => ({ data: blog({ version: 2 }) })),
    revisions: jest.fn(async () => [
      {
        revision: 2,
        savedAt: "2025-03-02T08:00:00.000Z",
        savedBy: "ada@coreval.example",
        data: { ...blog(), title: "Rates are only part of the cost" },
      },
      {
        revision: 1,
        savedAt: stamp,
        savedBy: "ben@coreval.example",
        data: blog(),
      },
    ]),
    restoreRevision,
    publishStatus: jest.fn(async () => status()),
  })
  const latest = await screen.findByRole("listitem", {
    name: /Version 2, saved by ada@coreval.example/,
  })
  expect(latest.querySelector("del")).toHaveTextContent(
    "Before: Rates are not the cost"
  )
  expect(latest.querySelector("ins")).toHaveTextContent(
    "After: Rates are only part of the cost"
  )
  const first = screen.getByRole("listitem", { name: /Version 1/ })
  await userEvent.click(
    within(first).getByRole("button", { name: "Restore as a new draft" })
  )
  await userEvent.click(await screen.findByRole("button", { name: "Confirm" }))
  await waitFor(() =>
    expect(restoreRevision).toHaveBeenCalledWith("blogs", "b1", 1)
  )
})

it("keeps a stale save's message in view, naming who saved the newer version", async () => {
  const message =
    "This record was changed by ada@coreval.example at 2025-03-02 08:00 UTC (version 2; you started from version 1). Reload it to see that change, then make yours again."
  const update = jest.fn(
    async (_resource: string, params: { data: object }) => {
      expect(params.data).toMatchObject({ version: 1 })
      throw Object.assign(new Error(message), { status: 409 })
    }
  )
  renderAdmin("/admin/blogs/b1", {
    getOne: jest.fn(async () => ({ data: blog() })),
    update,
    publishStatus: jest.fn(async () => status()),
  })
  const title = await screen.findByLabelText(/^Title/)
  await userEvent.type(title, " today")
  await userEvent.click(screen.getByRole("button", { name: "Save" }))
  expect(await screen.findByText(message)).toBeInTheDocument()
})

it("restores from Trash and says automatic publishing is paused on every screen, until resumed", async () => {
  const restoreFromTrash = jest.fn(async () => blog())
  const resume = jest.fn(async () => status())
  renderAdmin("/admin/trash", {
    getList: jest.fn(() =>
      listOf([
        {
          id: "blogs:b1",
          recordId: "b1",
          resource: "blogs",
          title: "Rates are not the cost",
          deletedAt: stamp,
          deletedBy: "ada@coreval.example",
        },
      ])
    ),
    restoreFromTrash,
    resume,
    publishStatus: jest.fn(async () =>
      status({
        paused: true,
        pausedBy: "ada@coreval.example",
        pausedAt: stamp,
      })
    ),
  })
  const row = (await screen.findByText("Rates are not the cost")).closest("tr")!
  expect(within(row).getByText("Blog post")).toBeInTheDocument()
  // A Trash row opens nothing: the keyboard goes to its Restore button, not to the row.
  expect(row).not.toHaveAttribute("tabindex")
  await userEvent.click(within(row).getByRole("button", { name: "Restore" }))
  await waitFor(() => expect(restoreFromTrash).toHaveBeenCalledWith("blogs:b1"))

  expect(
    await screen.findByText(
      /Automatic publishing is paused: ada@coreval.example/
    )
  ).toBeInTheDocument()
  await userEvent.click(
    screen.getByRole("button", { name: "Resume publishing" })
  )
  expect(resume).toHaveBeenCalled()
})

it("lists a deleted image in Trash by its kind, restores it and opens its page in the library", async () => {
  const image = mediaItem({ id: "m7", alt: "A lock gate at dusk" })
  const restoreFromTrash = jest.fn(async () => image)
  const getOne = jest.fn(async () => ({ data: image }))
  const view = renderAdmin("/admin/trash", {
    getList: jest.fn(() =>
      listOf([
        {
          id: "media:m7",
          recordId: "m7",
          resource: "media",
          title: "A lock gate at dusk",
          deletedAt: stamp,
          deletedBy: "ada@coreval.example",
        },
      ])
    ),
    getOne,
    restoreFromTrash,
  })
  const row = (await screen.findByText("A lock gate at dusk")).closest("tr")!
  expect(within(row).getByText("Image")).toBeInTheDocument()
  await userEvent.click(within(row).getByRole("button", { name: "Restore" }))
  await waitFor(() => expect(restoreFromTrash).toHaveBeenCalledWith("media:m7"))
  expect(
    await screen.findByText("The image is back in the library")
  ).toBeInTheDocument()
  await waitFor(() => expect(view.location()).toBe("/admin/media/m7"))
})

it("lists the releases and makes an earlier one live again", async () => {
  const restoreRelease = jest.fn(async () => ({}))
  renderAdmin("/admin/releases", {
    getList: jest.fn(() =>
      listOf([
        {
          id: "r2",
          builtAt: "2025-03-02T10:00:00.000Z",
          startedAt: "2025-03-02T09:59:00.000Z",
          trigger: "publish by ada@coreval.example",
          changed: [
            { resource: "blogs", id: "b1", title: "Rates", action: "publish" },
          ],
          durationMs: 41_000,
          live: true,
        },
        {
          id: "r1",
          builtAt: stamp,
          startedAt: stamp,
          trigger: "the schedule",
          changed: [],
          durationMs: 38_000,
          live: false,
        },
      ])
    ),
    restoreRelease,
    publishStatus: jest.fn(async () => status()),
  })
  const current = (
    await screen.findByText("publish by ada@coreval.example")
  ).closest("tr")!
  expect(within(current).getByText("Rates (publish)")).toBeInTheDocument()
  expect(within(current).getByText("41 s")).toBeInTheDocument()
  const earlier = screen.getByText("the schedule").closest("tr")!
  await userEvent.click(
    within(earlier).getByRole("button", { name: "Restore" })
  )
  await userEvent.click(await screen.findByRole("button", { name: "Confirm" }))
  await waitFor(() => expect(restoreRelease).toHaveBeenCalledWith("r1"))
})
