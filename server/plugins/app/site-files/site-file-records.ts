import type { SiteFilesTable } from "../../../db/tables"
import {
  sha256,
  shippedText,
  type SiteFileEntry,
} from "../../../../common/site-files"
import type { SiteFileSummary } from "../../../../schemas/site-files"
import { stateOf } from "../editorial/editorial"
import matter from "gray-matter"
import { changedFields } from "../audit/audit"

// The rules of the site files' workflow that need no database: what the panel's list shows of a
// file (its state, whether the repository's file changed under an edit), what an audit entry
// keeps of a change.

export type SiteFileRow = SiteFilesTable

/** The list's view of a file: the catalogue's entry with its workflow state. */
export function summaryOf(
  contentDir: string,
  entry: SiteFileEntry,
  row: Omit<SiteFileRow, "text"> | undefined
): SiteFileSummary {
  const common = { id: entry.path, ...entry }
  if (!row)
    return {
      ...common,
      state: "shipped",
      status: "draft",
      version: 1,
      shippedChanged: false,
      publishAt: null,
      unpublishAt: null,
      publishedAt: null,
      updatedAt: null,
      updatedBy: null,
    }
  return {
    ...common,
    state: row.state,
    status: row.status,
    version: row.version,
    shippedChanged:
      sha256(shippedText(contentDir, entry.path)) !== row.shippedHash,
    publishAt: row.publishAt,
    unpublishAt: row.unpublishAt,
    publishedAt: row.publishedAt,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
  }
}

/** The state a row's fields make: as a record's. */
export const fileState = (row: Omit<SiteFileRow, "text">) =>
  stateOf({ ...row, id: row.path })

// What changed in a file, for its audit entry: a JSON file's top-level values, an MDX file's
// frontmatter fields and whether its body changed, as { field: [before, after] }.
export function fileChanges(
  kind: "json" | "mdx",
  before: string,
  after: string
): Record<string, unknown> {
  if (kind === "json") {
    const parsed = (text: string) => {
      const value = JSON.parse(text) as unknown
      return Array.isArray(value) || typeof value !== "object" || !value
        ? { items: value }
        : (value as Record<string, unknown>)
    }
    const was = parsed(before)
    const now = parsed(after)
    const gone = Object.fromEntries(
      Object.keys(was)
        .filter((key) => !(key in now))
        .map((key) => [key, null])
    )
    return changedFields(was, { ...gone, ...now })
  }
  const was = matter(before, {})
  const now = matter(after, {})
  return {
    ...changedFields(was.data, now.data),
    ...(was.content !== now.content && { body: "changed" }),
  }
}
