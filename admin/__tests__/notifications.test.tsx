import "./setup"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { listOf, renderAdmin, signIn } from "./render-admin"
import { teacherRecord } from "./records"

// Each enquiry's e-mail to the office, as the panel shows it: its state in the lists and on
// the record's page, sending a failed one again, the dashboard's counts, and the notice when mail
// is not configured.

const contact = (id: string, name: string, extra: object = {}) => ({
  id,
  name,
  email: `${id}@example.test`,
  countryCode: "",
  number: "20 7946 0000",
  reason: "Tender review",
  message: `Message from ${name}`,
  source: "session",
  spam: false,
  notification: "sent",
  notificationAttempts: 1,
  notificationError: null,
  notifiedAt: "2024-05-02T09:00:05.000Z",
  createdAt: "2024-05-02T09:00:00.000Z",
  updatedAt: "2024-05-02T09:00:00.000Z",
  ...extra,
})

const failed = contact("c2", "Lars Berg", {
  notification: "failed",
  notificationAttempts: 97,
  notificationError: "451 Mailbox busy, try again later",
  notifiedAt: null,
})
const spam = contact("c3", "Cheap Pills", {
  spam: true,
  notification: null,
  notificationAttempts: null,
  notifiedAt: null,
})

const status = (configured: boolean, pending = 0, failedCount = 0) => ({
  configured,
  to: "info@coreval.example",
  from: "no-reply@www.coreval.example",
  contacts: { pending, failed: failedCount },
  teachers: { pending: 1, failed: 2 },
})

beforeEach(() => {
  localStorage.clear()
  signIn()
})

describe("the e-mail of each enquiry", () => {
  it("shows each contact's state in the list, and filters spam and states", async () => {
    const getList = jest.fn(() =>
      listOf([contact("c1", "Amina Yusuf"), failed])
    )
    renderAdmin("/admin/contacts", {
      getList,
      notificationStatus: () => Promise.resolve(status(true)),
    })
    const sentRow = (await screen.findByText("Amina Yusuf")).closest("tr")!
    expect(within(sentRow).getByText("Sent")).toBeInTheDocument()
    const failedRow = screen.getByText("Lars Berg").closest("tr")!
    expect(within(failedRow).getByText("Failed")).toBeInTheDocument()
    expect(screen.queryByRole("status")).not.toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(screen.getByRole("switch", { name: "Spam only" }))
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        "contacts",
        expect.objectContaining({ filter: { spam: true } })
      )
    )
  })

  it("shows a failed e-mail with its last error, and sends it again", async () => {
    const resendNotification = jest.fn(() =>
      Promise.resolve({
        notification: "pending",
        message: "The e-mail will be sent again in a moment",
      })
    )
    const getOne = jest
      .fn()
      .mockResolvedValueOnce({ data: failed })
      .mockResolvedValue({
        data: { ...failed, notification: "pending", notificationAttempts: 0 },
      })
    renderAdmin("/admin/contacts/c2/show", {
      getOne,
      resendNotification,
      notificationStatus: () => Promise.resolve(status(true)),
    })
    expect(
      await screen.findByText("451 Mailbox busy, try again later")
    ).toBeInTheDocument()
    expect(screen.getByText("Failed")).toBeInTheDocument()
    expect(screen.getByText("97")).toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(
      screen.getByRole("button", { name: "Send the e-mail again" })
    )
    expect(resendNotification).toHaveBeenCalledWith("contacts", "c2")
    expect(
      await screen.findByText("The e-mail will be sent again in a moment")
    ).toBeInTheDocument()
    expect(await screen.findByText("Pending")).toBeInTheDocument()
    expect(
      screen.queryByRole("button", { name: "Send the e-mail again" })
    ).not.toBeInTheDocument()
  })

  it("offers no resend for a sent e-mail, and says when it went", async () => {
    renderAdmin("/admin/contacts/c1/show", {
      getOne: () => Promise.resolve({ data: contact("c1", "Amina Yusuf") }),
      notificationStatus: () => Promise.resolve(status(true)),
    })
    expect(await screen.findByText("Sent")).toBeInTheDocument()
    expect(screen.getByText("Notified at")).toBeInTheDocument()
    expect(
      screen.queryByRole("button", { name: "Send the e-mail again" })
    ).not.toBeInTheDocument()
  })

  it("says a contact caught by the honeypot is spam and was never e-mailed", async () => {
    renderAdmin("/admin/contacts/c3/show", {
      getOne: () => Promise.resolve({ data: spam }),
      notificationStatus: () => Promise.resolve(status(true)),
    })
    expect(
      await screen.findByText(/kept as spam, and never e-mailed/)
    ).toBeInTheDocument()
  })

  it("shows each teacher's state, and sends a failed one again", async () => {
    const teacher = {
      ...teacherRecord,
      notification: "failed",
      notificationAttempts: 12,
      notificationError: "ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:25",
      notifiedAt: null,
    }
    const resendNotification = jest.fn(() =>
      Promise.resolve({ notification: "pending", message: "Queued" })
    )
    renderAdmin("/admin/teachers", {
      getList: () => listOf([teacher]),
      getOne: () => Promise.resolve({ data: teacher }),
      resendNotification,
      notificationStatus: () => Promise.resolve(status(true)),
    })
    const row = (await screen.findByText("Noor Haddad")).closest("tr")!
    expect(within(row).getByText("Failed")).toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(within(row).getByText("Noor Haddad"))
    await user.click(
      await screen.findByRole("button", { name: "Send the e-mail again" })
    )
    expect(resendNotification).toHaveBeenCalledWith("teachers", "t1")
  })
})

describe("without SMTP_URL", () => {
  it("says on the lists and the dashboard that mail is not configured", async () => {
    renderAdmin("/admin/contacts", {
      getList: () => listOf([contact("c1", "Amina Yusuf")]),
      notificationStatus: () => Promise.resolve(status(false, 3)),
    })
    const notice = await screen.findByRole("status")
    expect(notice).toHaveTextContent(/Mail is not configured/)
    expect(notice).toHaveTextContent(/4 e-mails are waiting/)
  })
})

describe("the dashboard", () => {
  it("counts the e-mails waiting and failed, each opening its list", async () => {
    renderAdmin("/admin/", {
      getList: () => listOf([], 0),
      notificationStatus: () => Promise.resolve(status(true, 5, 3)),
    })
    const card = (label: string) => screen.getByText(label).closest("a")
    const figure = (label: string) =>
      card(label)?.querySelector("p")?.textContent
    await waitFor(() => expect(figure("Contact e-mails waiting")).toBe("5"))
    expect(figure("Contact e-mails failed")).toBe("3")
    expect(figure("Teacher e-mails waiting")).toBe("1")
    expect(figure("Teacher e-mails failed")).toBe("2")
    expect(screen.queryByRole("status")).not.toBeInTheDocument()
    const failedFilter = encodeURIComponent(
      JSON.stringify({ notification: "failed" })
    )
    expect(card("Teacher e-mails failed")).toHaveAttribute(
      "href",
      `/admin/teachers?sort=createdAt&order=DESC&filter=${failedFilter}`
    )
  })
})
