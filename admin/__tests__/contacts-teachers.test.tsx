import "./setup"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { listOf, renderAdmin, signIn } from "./render-admin"

const contacts = [
  {
    id: "c1",
    name: "Amina Yusuf",
    email: "amina@example.test",
    countryCode: "+44",
    number: "20 7946 0000",
    reason: "Tender review",
    message: "Please review our drilling tender.",
    source: "session",
    createdAt: "2024-05-02T09:00:00.000Z",
    updatedAt: "2024-05-02T09:00:00.000Z",
  },
  {
    id: "c2",
    name: "Lars Berg",
    email: "lars@example.test",
    countryCode: "",
    number: "",
    reason: "Newsletter",
    message: "Newsletter sign-up",
    source: "newsletter",
    createdAt: "2024-05-01T09:00:00.000Z",
    updatedAt: "2024-05-01T09:00:00.000Z",
  },
]

beforeEach(() => {
  localStorage.clear()
  signIn()
})

describe("contacts", () => {
  it("lists the newest first, with export and no create button", async () => {
    const getList = jest.fn(() => listOf(contacts))
    renderAdmin("/admin/contacts", { getList })
    expect(await screen.findByText("Amina Yusuf")).toBeInTheDocument()
    expect(screen.getByText("Session request")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Export" })).toBeInTheDocument()
    expect(
      screen.queryByRole("link", { name: "Create" })
    ).not.toBeInTheDocument()
    expect(getList).toHaveBeenCalledWith(
      "contacts",
      expect.objectContaining({ sort: { field: "createdAt", order: "DESC" } })
    )
  })

  it("filters by source", async () => {
    const getList = jest.fn(() => listOf(contacts))
    renderAdmin("/admin/contacts", { getList })
    await screen.findByText("Amina Yusuf")
    const user = userEvent.setup()
    await user.click(screen.getByRole("combobox", { name: /source/i }))
    await user.click(
      await screen.findByRole("option", { name: "Request for quotation" })
    )
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        "contacts",
        expect.objectContaining({ filter: { source: "rfq" } })
      )
    )
  })

  it("shows a contact and deletes it after a confirmation", async () => {
    const deleteOne = jest.fn(() => Promise.resolve({ data: contacts[0] }))
    const { location } = renderAdmin("/admin/contacts/c1/show", {
      getOne: () => Promise.resolve({ data: contacts[0] }),
      getList: () => listOf([contacts[1]]),
      delete: deleteOne,
    })
    expect(
      await screen.findByText("Please review our drilling tender.")
    ).toBeInTheDocument()
    expect(screen.queryByRole("link", { name: "Edit" })).not.toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(screen.getByRole("button", { name: "Delete" }))
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", {
        name: "Confirm",
      })
    )
    await waitFor(() =>
      expect(deleteOne).toHaveBeenCalledWith(
        "contacts",
        expect.objectContaining({ id: "c1" })
      )
    )
    await waitFor(() => expect(location()).toBe("/admin/contacts"))
  })
})

describe("teachers", () => {
  it("lists registered teachers with export", async () => {
    const teacher = {
      id: "t1",
      name: "Noor Haddad",
      email: "noor@example.test",
      phone: "",
      subject: "Contract law",
      createdAt: "2024-05-01T09:00:00.000Z",
      updatedAt: "2024-05-01T09:00:00.000Z",
    }
    renderAdmin("/admin/teachers", { getList: () => listOf([teacher]) })
    expect(await screen.findByText("Noor Haddad")).toBeInTheDocument()
    expect(screen.getByText("Contract law")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Export" })).toBeInTheDocument()
  })
})
