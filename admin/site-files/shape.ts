import type { SiteFileShape } from "../../common/site-file-shape"

// What the form needs to know of a shape beyond the shape itself: how a field is named for a
// person, what a new list item holds, and what an item of a list is called in its row.

/** "blogHeading" → "Blog heading", "imageAlt" → "Image alt", "faqs" → "Faqs". */
export function humanise(key: string): string {
  const words = key
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * A new item of a list: its required parts empty, its optional parts left out, and what staff may
 * not set (a read-only value) left to the file.
 */
export function emptyValue(shape: SiteFileShape): unknown {
  switch (shape.kind) {
    case "string":
      return ""
    case "int":
    case "float":
      return 0
    case "boolean":
      return false
    case "list":
      return []
    case "object":
      return Object.fromEntries(
        Object.entries(shape.fields)
          .filter(([, field]) => field.required && !isReadOnly(field))
          .map(([key, field]) => [key, emptyValue(field)])
      )
  }
}

// The fields that name an item best, in order: a question names a FAQ entry, a title a card.
const NAMING = [
  "question",
  "title",
  "name",
  "heading",
  "label",
  "text",
  "value",
]

/** A short text that names a list item in its row ("Which remuneration model…"), or "". */
export function itemSummary(value: unknown): string {
  const text =
    typeof value === "string" || typeof value === "number"
      ? String(value)
      : value && typeof value === "object" && !Array.isArray(value)
        ? String(
            NAMING.map((key) => (value as Record<string, unknown>)[key]).find(
              (part) => typeof part === "string" || typeof part === "number"
            ) ??
              Object.values(value).find((part) => typeof part === "string") ??
              ""
          )
        : ""
  return text.length > 80 ? `${text.slice(0, 79)}…` : text
}

/** Whether a text reads better in a box of several lines. */
export const isLongText = (value: unknown) =>
  typeof value === "string" && (value.length > 70 || value.includes("\n"))

/** A change of one part of the file: its new value. */
export type Change = (value: unknown) => void

/** What each input of a file's form is given. */
export interface ShapeInputProps {
  value: unknown
  onChange: Change
  shape: SiteFileShape
  label: string
  /** The part's place in the file ("faqs.3.question"), as a refusal of a save names it. */
  path: string
  /** How deep the value sits, for its heading's level (h2 for the file's own parts). */
  depth: number
  /** An image with an alt text field beside it: the library's choice sets both. */
  onChooseImage?: (src: string, alt: string) => void
}

/** The place of a part inside another ("faqs" and 3 make "faqs.3"; the file's own parts "title"). */
export const partPath = (path: string, key: string | number) =>
  path ? `${path}.${key}` : String(key)

/** Whether nothing of a value may change (a list of read-only values cannot grow or be reordered). */
export function isReadOnly(shape: SiteFileShape): boolean {
  if (shape.kind === "list") return isReadOnly(shape.of)
  if (shape.kind === "object") {
    const fields = Object.values(shape.fields)
    return fields.length > 0 && fields.every(isReadOnly)
  }
  return shape.role === "readOnly"
}
