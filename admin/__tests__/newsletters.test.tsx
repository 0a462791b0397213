import "./setup"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { renderAdmin, signIn } from "./render-admin"

// A draft issue in the panel: the cards offered are ticked into it; sending asks first and says
// how many confirmed subscribers it goes to; a refusal of the server (nobody confirmed) is said
// plainly and leaves the editor on the draft; a test copy says where it went.

const draft = {
  id: "n1",
  subject: "Autumn letter",
  intro: "<p>Two reads.</p>",
  items: [],
  status: "draft",
  recipients: 0,
  sent: 0,
  pending: 0,
  failed: 0,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
}
const card = {
  resource: "blogs",
  id: "b1",
  label: "Blog",
  title: "Tender traps",
  summary: "What a tender hides.",
  image: null,
  url: "https://www.coreval.example/blog/b1",
  date: "2026-10-30",
}
const rendered = {
  subject: "Autumn letter",
  html: "<p>Two reads.</p>",
  text: "Two reads.",
}

beforeEach(() => {
  localStorage.clear()
  signIn()
})

function calls(overrides: Record<string, jest.Mock> = {}) {
  return {
    getOne: jest.fn().mockResolvedValue({ data: draft }),
    getList: jest.fn().mockResolvedValue({
      data: [{ id: "s1", status: "confirmed" }],
      total: 3,
    }),
    newsletterItems: jest.fn().mockResolvedValue([card]),
    previewNewsletter: jest.fn().mockResolvedValue(rendered),
    testNewsletter: jest
      .fn()
      .mockResolvedValue({ message: "A test copy is on its way to you" }),
    sendNewsletter: jest
      .fn()
      .mockRejectedValue(
        new Error(
          "Nobody has confirmed a subscription yet: there is no one to send to"
        )
      ),
    ...overrides,
  }
}

it("asks before sending, with the number of confirmed subscribers, and says why the server refused", async () => {
  const provider = calls()
  const { location } = renderAdmin("/admin/newsletters/n1", provider)
  const user = userEvent.setup()
  expect(
    await screen.findByRole("checkbox", { name: /Tender traps/ })
  ).not.toBeChecked()
  expect(provider.getList).toHaveBeenCalledWith(
    "subscribers",
    expect.objectContaining({ filter: { status: "confirmed" } })
  )

  await user.click(
    await screen.findByRole("button", { name: "Send to subscribers" })
  )
  const dialog = await screen.findByRole("dialog", {
    name: "Send this newsletter?",
  })
  expect(dialog).toHaveTextContent("(3 now)")
  expect(provider.sendNewsletter).not.toHaveBeenCalled()
  await user.click(
    within(dialog).getByRole("button", { name: "Send to subscribers" })
  )
  expect(provider.sendNewsletter).toHaveBeenCalledWith("n1")
  expect(
    await screen.findByText(/Nobody has confirmed a subscription yet/)
  ).toBeInTheDocument()
  await waitFor(() =>
    expect(
      screen.queryByRole("dialog", { name: "Send this newsletter?" })
    ).toBeNull()
  )
  expect(location()).toBe("/admin/newsletters/n1")

  await user.click(screen.getByRole("button", { name: "Send a test to me" }))
  expect(provider.testNewsletter).toHaveBeenCalledWith("n1")
  expect(
    await screen.findByText("A test copy is on its way to you")
  ).toBeInTheDocument()
})

it("holds both sends while the draft has unsaved changes", async () => {
  const provider = calls()
  renderAdmin("/admin/newsletters/n1", provider)
  const user = userEvent.setup()
  await user.click(
    await screen.findByRole("checkbox", { name: /Tender traps/ })
  )
  expect(
    screen.getByRole("button", { name: "Send to subscribers" })
  ).toBeDisabled()
  expect(
    screen.getByRole("button", { name: "Send a test to me" })
  ).toBeDisabled()
})
