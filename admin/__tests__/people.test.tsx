import "./setup"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { renderAdmin, signIn } from "./render-admin"

// People: an address looked up shows each kind of record kept on it; erasing asks first, then
// shows that nothing is left; a refusal of the server (not an administrator) is said plainly.

const found = {
  email: "ada@example.com",
  records: {
    contactRequests: [
      {
        id: "c1",
        name: "Ada Lovelace",
        email: "ada@example.com",
        reason: "Tender review",
      },
    ],
    newsletter: [
      {
        id: "n1",
        status: "confirmed",
        consents: [
          { at: "2026-01-02T10:00:00.000Z", event: "signed_up", page: "/faq" },
        ],
      },
    ],
    teacherRegistrations: [],
    emails: [],
    failedSignIns: [],
    auditEntries: [],
  },
}
const nothing = {
  email: "ada@example.com",
  records: { ...found.records, contactRequests: [], newsletter: [] },
}

beforeEach(() => {
  localStorage.clear()
  signIn()
})

it("finds, then erases everything kept on an address after a confirmation", async () => {
  const person = jest
    .fn()
    .mockResolvedValueOnce(found)
    .mockResolvedValueOnce(nothing)
  const erasePerson = jest.fn().mockResolvedValue(undefined)
  renderAdmin("/admin/people", { person, erasePerson })
  const user = userEvent.setup()
  await user.type(
    await screen.findByLabelText(/E-mail address/),
    "ada@example.com"
  )
  await user.click(screen.getByRole("button", { name: "Look up" }))
  expect(person).toHaveBeenCalledWith("ada@example.com")
  expect(
    await screen.findByRole("heading", {
      name: "What is kept on ada@example.com",
    })
  ).toBeInTheDocument()
  expect(
    screen.getByRole("heading", { name: "Contact requests (1)" })
  ).toBeInTheDocument()
  expect(
    screen.getByRole("heading", { name: "Newsletter and consent (1)" })
  ).toBeInTheDocument()
  expect(screen.getByText("Tender review")).toBeInTheDocument()
  expect(
    screen.getByText("2026-01-02T10:00:00.000Z · signed_up · /faq")
  ).toBeInTheDocument()

  await user.click(screen.getByRole("button", { name: "Erase everything" }))
  const dialog = await screen.findByRole("dialog")
  expect(erasePerson).not.toHaveBeenCalled()
  await user.click(
    within(dialog).getByRole("button", { name: "Erase everything" })
  )
  await waitFor(() =>
    expect(erasePerson).toHaveBeenCalledWith("ada@example.com")
  )
  expect(
    await screen.findByRole("heading", {
      name: "Nothing is kept on ada@example.com.",
    })
  ).toBeInTheDocument()
})

it("says plainly when the server refuses the caller", async () => {
  const person = jest.fn().mockRejectedValue(
    Object.assign(new Error("This call is not open to the editor role"), {
      status: 403,
    })
  )
  renderAdmin("/admin/people", { person })
  const user = userEvent.setup()
  await user.type(
    await screen.findByLabelText(/E-mail address/),
    "ada@example.com"
  )
  await user.click(screen.getByRole("button", { name: "Look up" }))
  expect(
    await screen.findByText("Only administrators may look up people's data.")
  ).toBeInTheDocument()
})
