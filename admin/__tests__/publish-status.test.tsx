import "./setup"
import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { listOf, renderAdmin, signIn } from "./render-admin"

// The site's publishing state in the app bar, on every screen: staff always see whether what
// they saved is live yet.

beforeEach(() => {
  localStorage.clear()
  signIn()
})

const status = (overrides: object) => ({
  state: "idle",
  builtAt: "2025-03-01T09:30:00.000Z",
  startedAt: "2025-03-01T09:29:00.000Z",
  error: null,
  mode: "local",
  warnings: [],
  ...overrides,
})

// The banners list, empty, under the given publishing status.
const renderWithStatus = (
  overrides: object,
  provider: Parameters<typeof renderAdmin>[1] = {}
) =>
  renderAdmin("/admin/banners", {
    getList: jest.fn(() => listOf([], 0)),
    publishStatus: jest.fn(async () => status(overrides)),
    ...provider,
  })

it("says the site is up to date, and publishes on demand", async () => {
  const publishNow = jest.fn(async () => status({ state: "queued" }))
  renderWithStatus({}, { publishNow })
  const state = await screen.findByTestId("publish-state")
  expect(state).toHaveTextContent("Site up to date")
  expect(state).toHaveTextContent("as of")
  await userEvent.click(screen.getByRole("button", { name: "Publish now" }))
  expect(publishNow).toHaveBeenCalledTimes(1)
  expect(
    await screen.findByText("Changes waiting to publish")
  ).toBeInTheDocument()
})

it("shows a build in progress", async () => {
  renderWithStatus({ state: "building" })
  expect(await screen.findByTestId("publish-state")).toHaveTextContent(
    "Publishing… started"
  )
})

it("says a build failed and shows its error", async () => {
  renderWithStatus({
    state: "failed",
    error: "gatsby build failed with exit code 1: ERROR #85923 boom",
  })
  expect(await screen.findByTestId("publish-state")).toHaveTextContent(
    "Publishing failed"
  )
  await userEvent.click(screen.getByRole("button", { name: "Show the error" }))
  const dialog = await screen.findByRole("dialog")
  expect(within(dialog).getByText(/ERROR #85923 boom/)).toBeInTheDocument()
})

it("says when publishing is off, with no button", async () => {
  renderWithStatus({ mode: "off" })
  expect(await screen.findByTestId("publish-state")).toHaveTextContent(
    "Publishing is off"
  )
  expect(
    screen.queryByRole("button", { name: "Publish now" })
  ).not.toBeInTheDocument()
})

it("lists the records the live site shows without their image", async () => {
  renderWithStatus({
    warnings: [
      'Blog "Tender season" (0190aaaa) is published without its image: /uploads/0190bad.png cannot be read as an image (pngload_buffer: end of stream); upload it again',
    ],
  })
  expect(await screen.findByTestId("publish-state")).toHaveTextContent(
    "Site up to date"
  )
  await userEvent.click(
    screen.getByRole("button", { name: "1 record without its image" })
  )
  const dialog = await screen.findByRole("dialog")
  expect(
    within(dialog).getByRole("heading", {
      name: "Published without their images",
    })
  ).toBeInTheDocument()
  expect(
    within(dialog).getByText(/Blog "Tender season" \(0190aaaa\)/)
  ).toBeInTheDocument()
})

it("lists the links that lead nowhere, each with its record to edit", async () => {
  const getOne = jest.fn(async (_resource: string, { id }: { id: string }) => ({
    data: {
      id,
      title: "Tender season",
      content: '<p><a href="/no-such-page">x</a></p>',
      createdAt: "2025-03-01T09:00:00.000Z",
      updatedAt: "2025-03-01T09:00:00.000Z",
      status: "published",
      state: "published",
      version: 2,
    },
  }))
  renderWithStatus(
    {
      brokenLinks: [
        {
          resource: "blogs",
          id: "0190aaaa",
          title: "Tender season",
          href: "/no-such-page",
        },
        {
          resource: "programmes",
          id: "0190bbbb",
          title: "",
          href: "/service/gone",
        },
      ],
    },
    { getOne }
  )
  await userEvent.click(
    await screen.findByRole("button", { name: "2 broken links" })
  )
  const dialog = await screen.findByRole("dialog")
  expect(
    within(dialog).getByRole("heading", { name: "Links that lead nowhere" })
  ).toBeInTheDocument()
  const items = within(dialog).getAllByRole("listitem")
  expect(items[0]).toHaveTextContent("Tender season links to /no-such-page")
  // A record without a title is named by its kind.
  expect(items[1]).toHaveTextContent("Programme links to /service/gone")
  expect(
    within(items[1]).getByRole("link", { name: "Programme" })
  ).toHaveAttribute("href", expect.stringMatching(/\/programmes\/0190bbbb$/))

  await userEvent.click(
    within(items[0]).getByRole("link", { name: "Tender season" })
  )
  await screen.findByDisplayValue("Tender season")
  expect(getOne).toHaveBeenCalledWith(
    "blogs",
    expect.objectContaining({ id: "0190aaaa" })
  )
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
})

it("shows no broken-links button when every link leads somewhere", async () => {
  renderWithStatus({ brokenLinks: [] })
  expect(await screen.findByTestId("publish-state")).toHaveTextContent(
    "Site up to date"
  )
  expect(
    screen.queryByRole("button", { name: /broken link/ })
  ).not.toBeInTheDocument()
})
