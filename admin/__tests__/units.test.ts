import "./setup"
import type { DataProvider } from "react-admin"
import { toCsv } from "../common/csvExporter"
import { getListInDateRange } from "../dateRange"
import { toPayload } from "../common/payload"
import { fieldNames, type ResourceName } from "../fields"
import en from "../i18n/en"
import { resourceNames } from "../../schemas/content"

describe("labels", () => {
  it.each(resourceNames)("names %s and every one of its fields", (resource) => {
    const labels = (
      en.resources as Record<
        string,
        { name: string; fields: Record<string, string> }
      >
    )[resource]
    expect(labels.name).toMatch(/\w/)
    for (const field of fieldNames(resource as ResourceName))
      expect(labels.fields[field]).toMatch(/\w/)
  })

  it("calls the templates the Gallery", () => {
    expect(
      (en.resources as Record<string, { name: string }>).templates.name
    ).toMatch(/\|\|\|\| Gallery$/)
  })
})

describe("toPayload", () => {
  it("sends only the resource's fields, a cleared text as empty and a cleared integer as null", () => {
    const send = toPayload("banners")
    expect(
      send({
        id: "b1",
        _id: "b1",
        createdAt: "x",
        updatedAt: "y",
        title: "Value",
        subtitle: null,
        order: null,
        extra: 1,
      })
    ).toEqual({ title: "Value", subtitle: "", order: null })
  })
})

describe("toCsv", () => {
  it("quotes what needs quoting and defuses spreadsheet formulas", () => {
    const csv = toCsv(
      [
        {
          id: "c1",
          name: 'Amina "Mina" Yusuf',
          message: "Line one\nline two, with a comma",
        },
        { id: "c2", name: '=HYPERLINK("http://evil")', message: "@SUM(A1)" },
        { id: "c3", name: null, message: undefined },
      ],
      ["id", "name", "message"]
    )
    expect(csv.split("\r\n")).toEqual([
      "id,name,message",
      'c1,"Amina ""Mina"" Yusuf","Line one\nline two, with a comma"',
      'c2,"\'=HYPERLINK(""http://evil"")",\'@SUM(A1)',
      "c3,,",
    ])
  })
})

describe("getListInDateRange", () => {
  const day = (date: string, hour: number) =>
    new Date(`${date}T${String(hour).padStart(2, "0")}:00:00`).toISOString()
  const stored = [
    { id: "e", name: "Eve", createdAt: day("2024-05-05", 9) },
    { id: "d", name: "Dan", createdAt: day("2024-05-04", 23) },
    { id: "c", name: "Cy", createdAt: day("2024-05-04", 0) },
    { id: "b", name: "Bo", createdAt: day("2024-05-03", 12) },
    { id: "a", name: "Al", createdAt: day("2024-05-01", 12) },
  ]
  const getList = jest.fn(
    async (_resource: string, { pagination: { page, perPage } }) => ({
      data: stored.slice((page - 1) * perPage, page * perPage),
      total: stored.length,
    })
  )
  const provider = { getList } as unknown as DataProvider

  beforeEach(() => getList.mockClear())

  it("keeps whole days, reads pages only until the first day is passed, and pages the result", async () => {
    const result = await getListInDateRange(
      provider,
      "contacts",
      {
        filter: {
          createdAt_gte: "2024-05-03",
          createdAt_lte: "2024-05-04",
          source: "rfq",
        },
        sort: { field: "name", order: "ASC" },
        pagination: { page: 1, perPage: 2 },
      },
      2
    )
    expect(result).toEqual({ data: [stored[3], stored[2]], total: 3 })
    expect(getList).toHaveBeenCalledTimes(3)
    expect(getList).toHaveBeenCalledWith(
      "contacts",
      expect.objectContaining({
        filter: { source: "rfq" },
        sort: { field: "createdAt", order: "DESC" },
      })
    )
  })

  it("stops at the last page when the range has no start", async () => {
    const result = await getListInDateRange(
      provider,
      "contacts",
      {
        filter: { createdAt_lte: "2024-05-01" },
        sort: { field: "createdAt", order: "DESC" },
        pagination: { page: 1, perPage: 10 },
      },
      2
    )
    expect(result).toEqual({ data: [stored[4]], total: 1 })
    expect(getList).toHaveBeenCalledTimes(3)
  })
})
