import "./setup"
import { act, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { draftWorkflow } from "./records"
import { renderAdmin, signIn } from "./render-admin"

// A record's page lists its preview links that still open, each with a Revoke button that a
// keyboard reaches and a screen reader hears named by the link it revokes; revoking one asks the
// server and reads the list again, which says so once none is left.

const course = {
  id: "c1",
  title: "Contract law for engineers",
  description: "",
  durationDays: 2,
  image: "",
  teacherId: "admin-1",
  ...draftWorkflow,
}
const links = [
  {
    id: "p2",
    createdAt: "2025-03-02T10:00:00.000Z",
    createdBy: "lena@coreval.test",
    expiresAt: "2025-03-09T10:00:00.000Z",
  },
  {
    id: "p1",
    createdAt: "2025-03-01T10:00:00.000Z",
    createdBy: "office@coreval.test",
    expiresAt: "2025-03-08T10:00:00.000Z",
  },
]
const shown = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    dateStyle: "medium",
    timeStyle: "short",
  })

beforeEach(() => localStorage.clear())

it.each(["admin", "teacher"] as const)(
  "lists a course's live links for %s and revokes one from the keyboard",
  async (role) => {
    signIn(3600, role)
    let live = links
    const previewLinks = jest.fn(async () => live)
    const revokePreview = jest.fn(async (id: string) => {
      live = live.filter((link) => link.id !== id)
    })
    renderAdmin("/admin/courses/c1/show", {
      getOne: async () => ({ data: course }),
      getMany: async () => ({ data: [] }),
      getList: async () => ({ data: [], total: 0 }),
      publishStatus: async () => ({ state: "idle", mode: "off" }),
      previewLinks,
      revokePreview,
    })
    const section = await screen.findByRole("region", {
      name: "Preview links",
    })
    expect(
      await within(section).findByText(
        `Made by lena@coreval.test on ${shown(links[0].createdAt)}`
      )
    ).toBeInTheDocument()
    expect(
      within(section).getByText(`Works until ${shown(links[1].expiresAt)}`)
    ).toBeInTheDocument()
    expect(previewLinks).toHaveBeenCalledWith("courses", "c1")

    const older = within(section).getByRole("button", {
      name: `Revoke the link made by office@coreval.test on ${shown(links[1].createdAt)}`,
    })
    expect(older).toHaveTextContent("Revoke")
    act(() => older.focus())
    await userEvent.keyboard("{Enter}")
    await waitFor(() => expect(revokePreview).toHaveBeenCalledWith("p1"))
    await waitFor(() =>
      expect(within(section).queryByText(/office@coreval\.test/)).toBeNull()
    )
    expect(within(section).getByText(/lena@coreval\.test/)).toBeInTheDocument()
    expect(await screen.findByText(/Preview link revoked/)).toBeInTheDocument()

    // The last one revoked, the list says that none opens.
    await userEvent.click(
      within(section).getByRole("button", { name: /^Revoke the link/ })
    )
    expect(
      await within(section).findByText(
        "No preview link of this record opens now."
      )
    ).toBeInTheDocument()
  }
)
