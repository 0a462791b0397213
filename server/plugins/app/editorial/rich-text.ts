import { cleanRichText } from "../../../../common/rich-text"
import {
  resources,
  type FieldSpec,
  type ResourceName,
} from "../../../../schemas/content"
import { htmlDom } from "../../../common/html-dom"
import type { RecordInput } from "./editorial"

// A record's rich text (its fields of kind "html") is stored cleaned to the one list of
// common/rich-text.ts, so what is stored is what the editor showed and what the site shows.

/** The names of a resource's rich-text fields (kind "html"). */
export const htmlFieldsOf = (resource: ResourceName) =>
  Object.entries(resources[resource].fields as Record<string, FieldSpec>)
    .filter(([, spec]) => spec.kind === "html")
    .map(([name]) => name)

// Text with no markup, entity or no-break space is what cleaning would give back unchanged: it
// is kept as sent without loading the DOM.
const plain = (value: string) => !/[<>&\u00a0]/.test(value)

/** `input` with each of its rich-text fields cleaned; the other fields as they were. */
export async function cleanRichTextFields(
  resource: ResourceName,
  input: RecordInput
): Promise<RecordInput> {
  const dirty = htmlFieldsOf(resource).filter(
    (name) => typeof input[name] === "string" && !plain(input[name] as string)
  )
  if (!dirty.length) return input
  const { purify } = await htmlDom()
  const cleaned = { ...input }
  for (const name of dirty)
    cleaned[name] = cleanRichText(purify, input[name] as string)
  return cleaned
}
