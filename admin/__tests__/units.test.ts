import "./setup"
import { toCsv } from "../../common/csv"
import { dayBefore, startOfDay } from "../common/filters"
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

describe("the contacts' day range", () => {
  it("bounds whole local days: since the start of the first, before the start of the day after the last", () => {
    expect(startOfDay("2024-05-03")).toBe(new Date(2024, 4, 3).toISOString())
    expect(startOfDay("2024-05-31", 1)).toBe(new Date(2024, 5, 1).toISOString())
    expect(dayBefore(startOfDay("2024-05-04", 1))).toBe("2024-05-04")
  })
})
