import "./setup"
import { screen, waitFor } from "@testing-library/react"
import { listOf, renderAdmin, signIn } from "./render-admin"

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString()
const contact = (id: string, source: string, createdAt: string) => ({
  id,
  source,
  createdAt,
  name: id,
})

beforeEach(() => {
  localStorage.clear()
  signIn()
})

it("counts the week's new contacts by source, and the totals", async () => {
  const getList = jest.fn((resource: string) =>
    resource === "teachers"
      ? listOf([], 4)
      : listOf(
          [
            contact("a", "session", daysAgo(0.1)),
            contact("b", "rfq", daysAgo(2)),
            contact("c", "session", daysAgo(6)),
            contact("d", "newsletter", daysAgo(9)),
          ],
          41
        )
  )
  renderAdmin("/admin/", { getList })

  const card = (label: string) => screen.getByText(label).closest("a")
  const figure = (label: string) => card(label)?.querySelector("p")?.textContent
  await waitFor(() => expect(figure("All forms")).toBe("3"))
  expect(figure("Session request")).toBe("2")
  expect(figure("Request for quotation")).toBe("1")
  expect(figure("Newsletter")).toBe("0")
  await waitFor(() => expect(figure("Registered teachers")).toBe("4"))
  expect(figure("All contacts")).toBe("41")

  const rfqFilter = encodeURIComponent(JSON.stringify({ source: "rfq" }))
  expect(card("Request for quotation")).toHaveAttribute(
    "href",
    `/admin/contacts?sort=createdAt&order=DESC&filter=${rfqFilter}`
  )
  expect(getList).toHaveBeenCalledWith(
    "contacts",
    expect.objectContaining({
      sort: { field: "createdAt", order: "DESC" },
      pagination: { page: 1, perPage: 1000 },
    })
  )
})
