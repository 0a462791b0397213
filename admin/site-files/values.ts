import type { RaRecord } from "react-admin"
import { parseJsonText, printJsonText } from "./json-text"

// Between a site page as the API answers it ({text, kind, version, …}) and its form's values:
// a JSON file's parsed value (`content`) and its text (`source`, what the source view and the MDX
// editor edit); and back to the body of a save, `{text, version}`, with the schedule when it was
// changed. Which of the two a save sends is the screen's view, not a value of the form, so that
// switching views is no change to save.

export type EditMode = "form" | "text"

export interface SiteFileValues extends RaRecord {
  kind: "json" | "mdx"
  source: string
  content?: unknown
  version: number
  publishAt?: string | null
  unpublishAt?: string | null
}

/** The form's starting values: the parsed file, or its text where it cannot be parsed. */
export function formValues(record: RaRecord): SiteFileValues {
  const text = String(record.text ?? "")
  // The record whole, since react-admin's form is also the record its parts read (its state, the
  // shipped text); a save sends only what saveBody picks.
  const base = {
    ...record,
    kind: record.kind,
    version: record.version,
    publishAt: record.publishAt ?? null,
    unpublishAt: record.unpublishAt ?? null,
    source: text,
  }
  if (record.kind !== "json") return base
  try {
    return { ...base, content: parseJsonText(text) }
  } catch {
    return base
  }
}

/** The view a JSON file's values can be shown in: the form only when its text parsed. */
export const viewOf = (
  values: Partial<SiteFileValues>,
  wanted: EditMode
): EditMode =>
  values.kind === "json" && wanted === "form" && values.content !== undefined
    ? "form"
    : "text"

/** The file's text as the form has it now, laid out as `original` (the saved text) was. */
export function textOf(
  values: Partial<SiteFileValues>,
  original: string,
  view: EditMode
) {
  return viewOf(values, view) === "form"
    ? printJsonText(values.content, original)
    : String(values.source ?? "")
}

/** What a save sends: the text and the version it started from; a schedule only when changed. */
export function saveBody(
  values: Partial<SiteFileValues>,
  previous: RaRecord | undefined,
  view: EditMode
) {
  const body: Record<string, unknown> = {
    text: textOf(values, String(previous?.text ?? ""), view),
    version: values.version,
  }
  for (const key of ["publishAt", "unpublishAt"] as const) {
    const now = values[key] || null
    if (now !== (previous?.[key] ?? null)) body[key] = now
  }
  return body
}

/**
 * The form's place of the part a refusal names ("Line 12: faqs[3].question …"), if it starts with
 * one ("faqs.3.question must be filled in"); the input at that place shows it.
 */
export function refusedField(message: string): string | null {
  const rest = message.replace(/^\s*line \d+(?::\d+)?\s*[:,-]?\s*/i, "")
  const match =
    /^\/?((?:[A-Za-z_$][\w$]*|\[\d+\])(?:(?:\.|\/)[\w$]+|\[\d+\])*)(?=\s+(?:must|is)\b)/.exec(
      rest
    )
  if (!match) return null
  return match[1]
    .replace(/\[(\d+)\]/g, ".$1")
    .replace(/\//g, ".")
    .replace(/^\./, "")
}
