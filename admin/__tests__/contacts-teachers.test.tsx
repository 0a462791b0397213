import "./setup"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { listOf, renderAdmin, signIn } from "./render-admin"
import { teacherRecord } from "./records"

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

// What a file holds (jsdom's Blob has no text()).
function readText(blob: Blob) {
  return new Promise<string>((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.readAsText(blob)
  })
}

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

  it("exports the list as filtered and sorted through the server, which writes and audits the CSV", async () => {
    const getList = jest.fn(() => listOf(contacts))
    const csv = "id,createdAt,name\r\nc1,2024-05-02T09:00:00.000Z,Amina Yusuf"
    const exportCsv = jest.fn(() => Promise.resolve(csv))
    // react-admin's downloadCSV hands the file to this when the browser has it.
    const save = jest.fn()
    Object.assign(window.navigator, { msSaveOrOpenBlob: save })
    try {
      renderAdmin("/admin/contacts?filter=%7B%22source%22%3A%22rfq%22%7D", {
        getList,
        exportCsv,
      })
      await screen.findByText("Amina Yusuf")
      await userEvent.click(screen.getByRole("button", { name: "Export" }))
      await waitFor(() => expect(save).toHaveBeenCalled())
    } finally {
      delete (window.navigator as { msSaveOrOpenBlob?: unknown })
        .msSaveOrOpenBlob
    }
    expect(exportCsv).toHaveBeenCalledWith("contacts", {
      filter: { source: "rfq" },
      sort: { field: "createdAt", order: "DESC" },
    })
    const [file, name] = save.mock.calls[0]
    expect(name).toBe("contacts.csv")
    expect(await readText(file)).toBe(csv)
  })

  it("filters by whole days: 'until' a day takes in all of that day", async () => {
    const getList = jest.fn(() => listOf(contacts))
    renderAdmin("/admin/contacts", { getList })
    await screen.findByText("Amina Yusuf")
    fireEvent.change(screen.getByLabelText("Received since"), {
      target: { value: "2024-05-01" },
    })
    fireEvent.change(screen.getByLabelText("Received until"), {
      target: { value: "2024-05-04" },
    })
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        "contacts",
        expect.objectContaining({
          filter: {
            createdAt_gte: new Date(2024, 4, 1).toISOString(),
            createdAt_lt: new Date(2024, 4, 5).toISOString(),
          },
        })
      )
    )
    expect(screen.getByLabelText("Received until")).toHaveValue("2024-05-04")
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
    renderAdmin("/admin/teachers", { getList: () => listOf([teacherRecord]) })
    expect(await screen.findByText("Noor Haddad")).toBeInTheDocument()
    expect(screen.getByText("Contract law")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Export" })).toBeInTheDocument()
  })
})
