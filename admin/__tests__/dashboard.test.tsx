import "./setup"
import { screen, waitFor } from "@testing-library/react"
import { workingDaysBefore } from "../dashboard/Dashboard"
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

it("counts what is new and unassigned, and what has waited more than two working days", async () => {
  const getList = jest.fn(
    (resource: string, { filter }: { filter: Record<string, unknown> }) => {
      if (resource !== "contacts") return listOf([], 0)
      if (filter.assignee === null)
        return listOf([contact("n", "rfq", daysAgo(1))], 5)
      if (filter.createdAt_lt)
        return listOf([contact("w", "rfq", daysAgo(9))], 3)
      return listOf([], 0)
    }
  )
  renderAdmin("/admin/", { getList })
  const card = (label: string) => screen.getByText(label).closest("a")
  const figure = (label: string) => card(label)?.querySelector("p")?.textContent
  await waitFor(() => expect(figure("New and unassigned")).toBe("5"))
  await waitFor(() =>
    expect(figure("Waiting more than two working days")).toBe("3")
  )
  expect(getList).toHaveBeenCalledWith(
    "contacts",
    expect.objectContaining({ filter: { status: "new", assignee: null } })
  )
  const waiting = getList.mock.calls.find(([, { filter }]) =>
    Boolean(filter.createdAt_lt)
  )![1].filter
  expect(waiting.status).toEqual(["new", "in_progress"])
  // Two working days: two to four calendar days back, whatever today is.
  const waited = Date.now() - Date.parse(String(waiting.createdAt_lt))
  const day = 24 * 60 * 60 * 1000
  expect(waited).toBeGreaterThanOrEqual(2 * day - 1000)
  expect(waited).toBeLessThanOrEqual(4 * day + 1000)
})

it("leaves weekends out of the two working days", () => {
  // Monday 10:00 → the Thursday before; Wednesday → Monday.
  const monday = new Date(2024, 4, 6, 10)
  expect(workingDaysBefore(monday, 2)).toEqual(new Date(2024, 4, 2, 10))
  const wednesday = new Date(2024, 4, 8, 10)
  expect(workingDaysBefore(wednesday, 2)).toEqual(new Date(2024, 4, 6, 10))
})

it("shows an administrator the last backup, or that it failed, and an editor nothing of it", async () => {
  const status = {
    dir: "/var/backups/coreval",
    keep: 7,
    lastSuccessAt: "2027-01-03T02:00:00.000Z",
    lastFailureAt: null as string | null,
    lastError: null as string | null,
    failures: 0,
    archives: [{ name: "a", bytes: 1, day: "2027-01-03", writtenAt: "" }],
  }
  const backupStatus = jest.fn(async () => status)
  const getList = () => listOf([], 0)
  const first = renderAdmin("/admin/", { getList, backupStatus })
  await screen.findByText(/^Last backup: .*\. 1 kept \(at most 7\)\.$/)
  first.unmount()

  status.lastFailureAt = "2027-01-04T02:00:00.000Z"
  status.lastError = "EACCES: permission denied"
  const second = renderAdmin("/admin/", { getList, backupStatus })
  expect(
    await screen.findByText(
      /last backup failed at .*: EACCES: permission denied/
    )
  ).toBeInTheDocument()
  second.unmount()

  backupStatus.mockClear()
  signIn(3600, "editor")
  renderAdmin("/admin/", { getList, backupStatus })
  await screen.findByText("All forms")
  expect(screen.queryByText("Backups")).toBeNull()
  expect(backupStatus).not.toHaveBeenCalled()
})
