import "./setup"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { listOf, renderAdmin, signIn } from "./render-admin"

const stamp = "2024-05-01T10:00:00.000Z"
const banners = [
  {
    id: "b1",
    title: "Cut well costs",
    subtitle: "By over 60%",
    image: "/images/well.jpg",
    link: "/faq",
    order: 1,
    createdAt: stamp,
    updatedAt: stamp,
  },
  {
    id: "b2",
    title: "Procurement academy",
    subtitle: "Eight courses",
    image: "",
    link: "",
    order: 2,
    createdAt: stamp,
    updatedAt: stamp,
  },
]

beforeEach(() => {
  localStorage.clear()
  signIn()
})

describe("banners", () => {
  it("lists banners in carousel order, paginated, with a search box", async () => {
    const getList = jest.fn(() => listOf(banners, 12))
    renderAdmin("/admin/banners", { getList })
    expect(await screen.findByText("Cut well costs")).toBeInTheDocument()
    expect(screen.getByText("Procurement academy")).toBeInTheDocument()
    expect(screen.getByText("1-10 of 12")).toBeInTheDocument()
    expect(getList).toHaveBeenCalledWith(
      "banners",
      expect.objectContaining({
        sort: { field: "order", order: "ASC" },
        pagination: { page: 1, perPage: 10 },
        filter: {},
      })
    )

    await userEvent.type(screen.getByPlaceholderText("Search"), "academy")
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        "banners",
        expect.objectContaining({ filter: { q: "academy" } })
      )
    )
  })

  it("sorts by a column when its header is clicked", async () => {
    const getList = jest.fn(() => listOf(banners))
    renderAdmin("/admin/banners", { getList })
    await screen.findByText("Cut well costs")
    await userEvent.click(screen.getByText("Title", { selector: "thead *" }))
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        "banners",
        expect.objectContaining({ sort: { field: "title", order: "ASC" } })
      )
    )
  })

  it("opens a banner from its row with the keyboard alone: Tab reaches the row, Enter opens it", async () => {
    const { location } = renderAdmin("/admin/banners", {
      getList: jest.fn(() => listOf(banners)),
      getOne: jest.fn(() => Promise.resolve({ data: banners[1] })),
    })
    const row = (await screen.findByText("Procurement academy")).closest("tr")!
    expect(row).toHaveAttribute("tabindex", "0")
    row.focus()
    await userEvent.keyboard("{Enter}")
    await waitFor(() => expect(location()).toBe("/admin/banners/b2/show"))
  })

  it("creates a banner with only the contract's fields and opens it", async () => {
    const create = jest.fn((_resource, { data }) =>
      Promise.resolve({
        data: { ...data, id: "b3", createdAt: stamp, updatedAt: stamp },
      })
    )
    const getOne = jest.fn(() =>
      Promise.resolve({
        data: {
          id: "b3",
          title: "Value first",
          subtitle: "",
          image: "",
          link: "",
          order: 3,
          createdAt: stamp,
          updatedAt: stamp,
        },
      })
    )
    const { location } = renderAdmin("/admin/banners/create", {
      create,
      getOne,
    })
    const user = userEvent.setup()
    await user.type(
      await screen.findByLabelText(/^title/i, { selector: "input" }),
      "Value first"
    )
    await user.type(
      screen.getByLabelText(/^order/i, { selector: "input" }),
      "3"
    )
    await user.click(screen.getByRole("button", { name: "Save" }))

    await waitFor(() => expect(create).toHaveBeenCalled())
    expect(create.mock.calls[0][1].data).toEqual({
      title: "Value first",
      order: 3,
    })
    await waitFor(() => expect(location()).toBe("/admin/banners/b3/show"))
  })

  it("saves an edit at once, and sends a cleared text as empty and a cleared number as null", async () => {
    const getOne = jest.fn(() => Promise.resolve({ data: banners[0] }))
    const update = jest.fn((_resource, { id, data }) =>
      Promise.resolve({ data: { ...banners[0], ...data, id } })
    )
    const { location } = renderAdmin("/admin/banners/b1", { getOne, update })
    const user = userEvent.setup()
    const subtitle = await screen.findByLabelText(/^subtitle/i, {
      selector: "input",
    })
    await waitFor(() => expect(subtitle).toHaveValue("By over 60%"))
    await user.clear(subtitle)
    await user.clear(screen.getByLabelText(/^order/i, { selector: "input" }))
    await user.click(screen.getByRole("button", { name: "Save" }))

    await waitFor(() => expect(update).toHaveBeenCalledTimes(1))
    // Exactly the banner's fields: not its id or times, nor what the API adds to a record.
    expect(update.mock.calls[0][1]).toMatchObject({ id: "b1" })
    expect(update.mock.calls[0][1].data).toEqual({
      title: "Cut well costs",
      subtitle: "",
      image: "/images/well.jpg",
      link: "/faq",
      order: null,
    })
    await waitFor(() => expect(location()).toBe("/admin/banners/b1/show"))
  })

  it("deletes a banner after a confirmation", async () => {
    const getOne = jest.fn(() => Promise.resolve({ data: banners[1] }))
    const deleteOne = jest.fn(() => Promise.resolve({ data: banners[1] }))
    const getList = jest.fn(() => listOf([banners[0]]))
    const { location } = renderAdmin("/admin/banners/b2", {
      getOne,
      delete: deleteOne,
      getList,
    })
    const user = userEvent.setup()
    await screen.findByDisplayValue("Procurement academy")
    // Shown once canAccess has answered for the role.
    await user.click(await screen.findByRole("button", { name: "Delete" }))
    const dialog = await screen.findByRole("dialog")
    expect(deleteOne).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }))

    await waitFor(() =>
      expect(deleteOne).toHaveBeenCalledWith(
        "banners",
        expect.objectContaining({ id: "b2" })
      )
    )
    await waitFor(() => expect(location()).toBe("/admin/banners"))
  })
})
