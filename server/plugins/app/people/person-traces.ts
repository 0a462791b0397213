import { UPLOADS_PATH } from "../../../../common/panel-content"

// What a person leaves in the published content and the site, beyond their own records: a
// teacher's name, id (a course's teacherId) and images, in the working copies of the nine
// resources and the site's edited content files, their revisions, published copies, Trash,
// previews, build requests and releases.
// An erasure redacts them there (the name and address become "erased", the teacher's id and images
// are taken out) and deletes the images, so a build and the releases that showed them are all
// that is left (site-publisher.ts withdraw). This file says what a row looks like without the
// person; finding the traces and the rows is SQL, in people-content-repository.ts.

type Row = Record<string, unknown>

export interface Traces {
  email: string
  // The names of the teacher accounts on the address.
  names: string[]
  teacherIds: string[]
  // The person's images: a teacher's photo and what their accounts uploaded.
  uploadIds: string[]
}

export const ERASED = "erased"

/** The words that show the person on a page or in a file: their address, names and images. */
export function searchTerms(traces: Traces): string[] {
  return [
    traces.email,
    ...traces.names,
    ...traces.teacherIds,
    // An image's name without its extension: the site's processed copies keep it.
    ...traces.uploadIds.map((id) => id.replace(/\.[a-z0-9]+$/, "")),
  ]
}

export const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * Any of `words`, case aside, as a whole word only: a teacher called Ann is in "Ann, our tutor"
 * and in an image file "ann-1.jpg", never in "Annual". The longest first, so "Ann Smith" goes
 * whole rather than leave "Smith" after "Ann". No words: it matches nothing. (`g` in `flags` to
 * replace them all.)
 */
export function wholeWords(words: string[], flags = "") {
  const alternatives = [...new Set(words.filter(Boolean))]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
  return new RegExp(
    alternatives.length
      ? `(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}])`
      : "(?!)",
    `iu${flags}`
  )
}

// One value with the person taken out: their id and images removed, their address and names
// replaced by "erased", at any depth of a JSON value.
function redactValue(value: unknown, traces: Traces): unknown {
  if (Array.isArray(value))
    return value.map((item) => redactValue(item, traces))
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        redactValue(item, traces),
      ])
    )
  if (typeof value !== "string") return value
  if (traces.teacherIds.includes(value)) return null
  let text = value
  for (const id of traces.uploadIds) {
    const url = `${UPLOADS_PATH}${id}`
    if (text === url) return ""
    // An image in rich text goes whole; any other mention of its address is emptied.
    text = text
      .replace(new RegExp(`<img\\b[^>]*${escapeRegExp(url)}[^>]*>`, "gi"), "")
      .replaceAll(url, "")
  }
  return text.replace(wholeWords([traces.email, ...traces.names], "g"), ERASED)
}

// The places a person can be in, each a table with its key and the columns that may hold them
// (JSON columns are redacted value by value).
export interface Place {
  table: string
  key: string[]
  text: string[]
  json: string[]
  // What the view calls the record a row is about.
  recordId: string
  resource?: string
}

export const CONTENT_PLACES: Place[] = [
  {
    table: "revisions",
    key: ["id"],
    text: ["savedBy"],
    json: ["data"],
    recordId: "recordId",
  },
  {
    table: "published",
    key: ["resource", "id"],
    text: ["publishedBy"],
    json: ["data"],
    recordId: "id",
  },
  {
    table: "trash",
    key: ["resource", "id"],
    text: ["title", "deletedBy"],
    json: ["data"],
    recordId: "id",
  },
  {
    table: "previews",
    key: ["tokenHash"],
    text: ["createdBy"],
    json: ["data"],
    recordId: "recordId",
  },
  {
    table: "publish_requests",
    key: ["id"],
    text: ["by", "title"],
    json: [],
    recordId: "recordId",
  },
  // A content file staff edited: who saved it last, and its text (a page may name a person).
  {
    table: "site_files",
    key: ["path"],
    text: ["updatedBy", "text"],
    json: [],
    recordId: "path",
    resource: "site-files",
  },
  {
    table: "releases",
    key: ["id"],
    text: ["trigger"],
    json: ["changed"],
    recordId: "id",
  },
]

// A row's changed columns, or null when it does not hold the person.
export function redactRow(row: Row, place: Place, traces: Traces) {
  const changes: Row = {}
  for (const column of place.text) {
    const value = row[column]
    const redacted = redactValue(value, traces)
    if (redacted !== value) changes[column] = redacted
  }
  for (const column of place.json) {
    const value = row[column]
    if (typeof value !== "string") continue
    const redacted = JSON.stringify(redactValue(JSON.parse(value), traces))
    if (redacted !== JSON.stringify(JSON.parse(value)))
      changes[column] = redacted
  }
  return Object.keys(changes).length ? changes : null
}
