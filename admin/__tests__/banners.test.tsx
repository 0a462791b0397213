import "./setup"
import { screen, waitFor, within } from "@testing-library/react"
import { listOf, renderAdmin, signIn } from "./render-admin"

const banners = [
  {
    id: "b1",
    title: "Cut well costs",
    subtitle: "Contracts that deliver",
    order: 1,
    createdAt: "2024-05-01T10:00:00.000Z",
    updatedAt: "2024-05-01T10:00:00.000Z",
  },
  {
    id: "b2",
    title: "Procurement academy",
    subtitle: "Eight courses",
    order: 2,
    createdAt: "2024-05-02T10:00:00.000Z",
    updatedAt: "2024-05-02T10:00:00.000Z",
  },
]

beforeEach(() => {
  localStorage.clear()
  signIn()
})

describe("banners", () => {
  it("lists banners in carousel order with their titles", async () => {
    const getList = jest.fn(() => listOf(banners, 2))
    renderAdmin("/admin/banners", { getList })
    expect(await screen.findByText("Cut well costs")).toBeInTheDocument()
    expect(screen.getByText("Procurement academy")).toBeInTheDocument()
    expect(getList).toHaveBeenCalledWith(
      "banners",
      expect.objectContaining({
        sort: { field: "order", order: "ASC" },
        pagination: { page: 1, perPage: 10 },
        filter: {},
      })
    )
  })
})
