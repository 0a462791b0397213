import "./setup"
import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { createAuthProvider } from "../authProvider"
import { listOf, renderAdmin, signIn } from "./render-admin"

// The panel shows each role what the server lets it do, through authProvider.canAccess and the
// one permissions table: a teacher sees their courses and no enquiry, an editor no accounts or
// audit trail; a contact moves to spam in one click.

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
    for (const hidden of [/Contacts/, /Teachers/, /Blogs/, /Accounts/, /Audit/])
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
    await user.click(await screen.findByRole("button", { name: "Spam" }))
    expect(update).toHaveBeenCalledWith(
      "contacts",
      expect.objectContaining({ id: "c1", data: { status: "spam" } })
    )
  })
})
