import "./setup"
import { fireEvent, screen, waitFor } from "@testing-library/react"
import { TeacherName } from "../../schemas/auth"
import { renderAdmin, signIn } from "./render-admin"

// A teacher's own profile asks for their name the way the registration does.

describe("a teacher's profile", () => {
  afterEach(() => localStorage.clear())

  it("lets the browser fill in the teacher's own name", async () => {
    signIn(3600, "teacher")
    const getOne = jest.fn(() =>
      Promise.resolve({
        data: { id: "me", name: "Amina Yusuf", subject: "", bio: "" },
      })
    )
    renderAdmin("/admin/profile", { getOne })
    const name = await screen.findByDisplayValue("Amina Yusuf")
    expect(name).toHaveAttribute("autocomplete", "name")
    // Nothing waits for review: nothing says so.
    expect(screen.queryByText(/awaits review/)).toBeNull()
    expect(getOne).toHaveBeenCalledWith("me", expect.anything())
  })

  it("refuses a name longer than the server takes, and takes one at the limit", async () => {
    signIn(3600, "teacher")
    const getOne = jest.fn(() =>
      Promise.resolve({
        data: { id: "me", name: "Amina Yusuf", subject: "", bio: "" },
      })
    )
    const update = jest.fn()
    renderAdmin("/admin/profile", { getOne, update })
    const name = await screen.findByDisplayValue("Amina Yusuf")
    // The panel's limit is the schema's, which the server applies.
    expect(TeacherName.maxLength).toBe(200)
    const limit = 200
    fireEvent.change(name, { target: { value: "a".repeat(limit + 1) } })
    fireEvent.click(screen.getByRole("button", { name: /save/i }))
    expect(await screen.findByText(/200 characters or less/i)).toBeVisible()
    expect(update).not.toHaveBeenCalled()
    fireEvent.change(name, { target: { value: "a".repeat(limit) } })
    await waitFor(() =>
      expect(screen.queryByText(/200 characters or less/i)).toBeNull()
    )
  })
})
