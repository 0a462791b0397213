import "./setup"
import { screen } from "@testing-library/react"
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
    expect(getOne).toHaveBeenCalledWith("me", expect.anything())
  })
})
