import "./setup"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { renderAdmin, signIn } from "./render-admin"
import { teacherRecord } from "./records"

// A teacher's change of their profile waits for staff: the teacher's profile screen says so, and
// the teacher's page shows staff the change with Approve / Reject.

afterEach(() => localStorage.clear())

const pendingProfile = {
  bio: "Twenty years of drilling contracts.",
  photo: "/uploads/0123456789abcdef01234567.png",
}

describe("a teacher's profile screen", () => {
  it("says that the latest change awaits review, and takes the photo only as an upload", async () => {
    signIn(3600, "teacher")
    const getOne = jest.fn(() =>
      Promise.resolve({
        data: {
          id: "me",
          name: "Amina Yusuf",
          subject: "",
          bio: "Twenty years of drilling contracts.",
          photo: "",
          pendingProfile,
        },
      })
    )
    renderAdmin("/admin/profile", { getOne })
    expect(await screen.findByRole("status")).toHaveTextContent(/awaits review/)
    // No address to type: a photo elsewhere could track the site's visitors.
    expect(screen.queryByLabelText(/Image address/)).toBeNull()
    expect(screen.getByLabelText(/Drop an image here/)).toBeInTheDocument()
  })
})

describe("a teacher's page", () => {
  const withChange = { ...teacherRecord, status: "approved", bio: "" }

  it.each([
    ["admin", "approve", "Approve the change"],
    ["editor", "reject", "Reject the change"],
  ] as const)(
    "shows an %s the waiting change, who can %s it",
    async (role, decision, button) => {
      signIn(3600, role)
      let record: Record<string, unknown> = { ...withChange, pendingProfile }
      const getOne = jest.fn(() => Promise.resolve({ data: record }))
      const reviewTeacherProfile = jest.fn(() => {
        record = { ...record, pendingProfile: null }
        return Promise.resolve(record)
      })
      renderAdmin("/admin/teachers/t1/show", { getOne, reviewTeacherProfile })
      const change = await screen.findByRole("region", {
        name: "Profile change awaiting review",
      })
      expect(change).toHaveTextContent("Twenty years of drilling contracts.")
      expect(within(change).getByRole("img")).toHaveAttribute(
        "src",
        "/uploads/0123456789abcdef01234567.png"
      )
      fireEvent.click(within(change).getByRole("button", { name: button }))
      await waitFor(() =>
        expect(reviewTeacherProfile).toHaveBeenCalledWith("t1", decision)
      )
      // Once reviewed, the page shows no change waiting.
      await waitFor(() =>
        expect(
          screen.queryByRole("region", {
            name: "Profile change awaiting review",
          })
        ).toBeNull()
      )
    }
  )
})
