import "./setup"
import { screen, within } from "@testing-library/react"
import {
  fieldKind,
  fieldNames,
  isImageField,
  type ResourceName,
} from "../fields"
import { resourceNames, resources } from "../../schemas/content"
import { renderAdmin, signIn } from "./render-admin"

// One Show screen serves every resource (admin/common/ContentViews.tsx): it shows each field of
// the resource's schema under a label of its own, drawn as its kind asks, with the resource's
// own extras: when it changed, and its top bar.

const stamp = "2024-05-01T10:00:00.000Z"

// A value of each field, and how the screen shows it.
function sample(resource: ResourceName, field: string) {
  if (resource === "contacts" && field === "source")
    return { value: "rfq", shown: "Request for quotation" }
  switch (fieldKind(resource, field)) {
    case "longText":
      return {
        value: `First line of ${field}\nthe second`,
        shown: `First line of ${field} the second`,
      }
    case "html":
      return {
        value: `<p>A paragraph of ${field}</p>`,
        shown: `A paragraph of ${field}`,
      }
    case "url":
      return isImageField(resource, field)
        ? { value: `/uploads/${field}.png`, image: `/uploads/${field}.png` }
        : { value: `https://www.example.com/${field}`, link: field }
    case "date":
      return { value: "2024-06-15", shown: "2024" }
    case "integer":
      return { value: 7, shown: "7" }
    case "email":
      return { value: `${field}@example.test`, link: field }
    default: {
      const text = `The ${field} of the record`
      return { value: text, shown: text }
    }
  }
}

beforeEach(() => {
  localStorage.clear()
  signIn()
})

it.each(resourceNames)(
  "shows every field of %s under its label, drawn by its kind",
  async (resource) => {
    const record: Record<string, unknown> = {
      id: "r1",
      createdAt: stamp,
      updatedAt: stamp,
    }
    for (const field of fieldNames(resource))
      record[field] = sample(resource, field).value
    const { container } = renderAdmin(`/admin/${resource}/r1/show`, {
      getOne: () => Promise.resolve({ data: record }),
    })

    await screen.findAllByText(/of the record|A paragraph|First line/)
    for (const field of fieldNames(resource)) {
      const row = container.querySelector<HTMLElement>(`.ra-field-${field}`)
      expect(row).not.toBeNull()
      const label = row!.querySelector(".RaLabeled-label")?.textContent ?? ""
      expect(label).toMatch(/^[A-Z][^.]*$/)
      const { shown, image, link } = sample(resource, field)
      if (shown) expect(row).toHaveTextContent(shown)
      if (image) expect(row!.querySelector("img")).toHaveAttribute("src", image)
      if (link)
        expect(within(row!).getByRole("link")).toHaveTextContent(
          String(record[field])
        )
    }
    // No label is left as its untranslated key.
    expect(container).not.toHaveTextContent(/resources\.\w+\.fields/)

    if (resources[resource].writable) {
      expect(container.querySelector(".ra-field-updatedAt")).not.toBeNull()
      expect(screen.getByRole("link", { name: "Edit" })).toBeInTheDocument()
    } else {
      expect(container.querySelector(".ra-field-createdAt")).not.toBeNull()
      expect(screen.getByRole("button", { name: "Delete" })).toBeInTheDocument()
      expect(screen.queryByRole("link", { name: "Edit" })).toBeNull()
    }
  }
)
