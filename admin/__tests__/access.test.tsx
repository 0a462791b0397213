import "./setup"
import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { createAuthProvider } from "../authProvider"
import { listOf, renderAdmin, signIn } from "./render-admin"

// The panel shows each role what the server lets it do, through authProvider.canAccess and the
// one permissions table: a teacher sees their courses and no enquiry, an editor no accounts or
// audit trail, nor the teachers' export or the consent ledger's IP addresses; a contact moves to
// spam in one click.

describe("what each role sees", () => {
  afterEach(() => localStorage.clear())

  it("asks the permissions table, and keeps a teacher to their own records", async () => {
    const auth = createAuthProvider("http://api.invalid")
    signIn(3600, "teacher")
    localStorage.setItem("_id", "t1")
    expect(await auth.canAccess!({ resource: "courses", action: "edit" })).toBe(
      true
    )
    expect(
      await auth.canAccess!({ resource: "courses", action: "delete" })
    ).toBe(false)
    expect(
      await auth.canAccess!({ resource: "contacts", action: "list" })
    ).toBe(false)
    expect(
      await auth.canAccess!({
        resource: "courses",
        action: "edit",
        record: { id: "c1", teacherId: "t2" },
      })
    ).toBe(false)
    expect(
      await auth.canAccess!({
        resource: "courses",
        action: "edit",
        record: { id: "c1", teacherId: "t1" },
      })
    ).toBe(true)
    signIn(3600, "editor")
    expect(
      await auth.canAccess!({ resource: "contacts", action: "edit" })
    ).toBe(true)
    expect(
      await auth.canAccess!({ resource: "contacts", action: "delete" })
    ).toBe(false)
    expect(await auth.canAccess!({ resource: "users", action: "list" })).toBe(
      false
    )
  })

  it("shows a teacher only the courses in the menu", async () => {
    signIn(3600, "teacher")
    renderAdmin("/admin/courses", { getList: jest.fn(() => listOf([])) })
    expect(
      await screen.findByRole("menuitem", { name: /Courses/ })
    ).toBeInTheDocument()
    for (const hidden of [
      /Contacts/,
      /Teachers/,
      /Blogs/,
      /Accounts/,
      /Audit/,
      /Site pages/,
    ])
      expect(screen.queryByRole("menuitem", { name: hidden })).toBeNull()
  })

  it("moves a contact to spam in one click, changing only its status", async () => {
    signIn(3600, "editor")
    const contact = {
      id: "c1",
      name: "Amira Haddad",
      email: "amira@example.com",
      reason: "Tender review",
      source: "session",
      status: "new",
      assignee: null,
      createdAt: "2026-03-02T09:00:00.000Z",
      updatedAt: "2026-03-02T09:00:00.000Z",
    }
    const update = jest.fn(() =>
      Promise.resolve({ data: { ...contact, status: "spam" } })
    )
    renderAdmin("/admin/contacts", {
      getList: jest.fn(() => listOf([contact])),
      getMany: jest.fn(() => Promise.resolve({ data: [] })),
      update,
    })
    const user = userEvent.setup()
    // Staff edit the site's own pages.
    expect(
      await screen.findByRole("menuitem", { name: /Site pages/ })
    ).toBeInTheDocument()
    await user.click(await screen.findByRole("button", { name: "Spam" }))
    expect(update).toHaveBeenCalledWith(
      "contacts",
      expect.objectContaining({ id: "c1", data: { status: "spam" } })
    )
  })

  it("shows the teachers' export and the consent ledger's addresses to an administrator only", async () => {
    const teacher = {
      id: "t1",
      name: "Noor Visser",
      email: "noor@example.com",
      status: "pending",
      createdAt: "2026-03-02T09:00:00.000Z",
      updatedAt: "2026-03-02T09:00:00.000Z",
    }
    const subscriber = {
      id: "s1",
      email: "reader@example.com",
      status: "confirmed",
      signedUpAt: "2026-03-02T09:00:00.000Z",
      confirmedAt: "2026-03-02T09:05:00.000Z",
      unsubscribedAt: null,
      confirmationSentAt: "2026-03-02T09:00:01.000Z",
      createdAt: "2026-03-02T09:00:00.000Z",
      consents: [
        {
          id: "l1",
          at: "2026-03-02T09:00:00.000Z",
          event: "signed_up",
          page: "/",
          consentVersion: "1",
          consentDigest: "d",
          method: "form",
          ip: "203.0.113.7",
        },
      ],
    }
    for (const role of ["editor", "admin"] as const) {
      signIn(3600, role)
      const teachers = renderAdmin("/admin/teachers", {
        getList: jest.fn(() => listOf([teacher])),
      })
      await screen.findByText("Noor Visser")
      expect(Boolean(screen.queryByRole("button", { name: "Export" }))).toBe(
        role === "admin"
      )
      teachers.unmount()

      const shown = renderAdmin("/admin/subscribers/s1/show", {
        getOne: jest.fn(() => Promise.resolve({ data: subscriber })),
      })
      await screen.findByText("reader@example.com")
      expect(
        await screen.findByText("Signed up", { selector: "td *, td" })
      ).toBeInTheDocument()
      const admin = role === "admin"
      expect(Boolean(screen.queryByText("From address"))).toBe(admin)
      expect(
        Boolean(
          screen.queryByRole("button", { name: "Export proof of consent" })
        )
      ).toBe(admin)
      shown.unmount()
    }
  })
})
