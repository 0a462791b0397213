import { Value } from "@sinclair/typebox/value"
import {
  fieldNames,
  publishSchema,
  readFields,
  resources,
  type FieldSpec,
  type ResourceName,
  type ResourceSpec,
  type WorkflowState,
} from "../../../../schemas/content"
import type { FastifyRequest } from "fastify"
import type { AuditEntry } from "../audit/audit"
import { Refusal } from "../../../common/errors"

// The rules of the editorial workflow that do not touch the database: what state a record is in,
// what its published copy and its revisions hold, and whether a draft may be published.

export type EditorialActor = AuditEntry["actor"]

// A record's fields as a request gives them.
export type RecordInput = Record<string, string | number | null>

// A record with every field empty: what a create fills in where the body is silent.
export const blankRecord = (resource: ResourceName): RecordInput =>
  Object.fromEntries(
    Object.entries(resources[resource].fields as Record<string, FieldSpec>).map(
      ([name, spec]) => [
        name,
        spec.kind === "integer" || spec.nullable ? null : "",
      ]
    )
  )

// Who acts when the server publishes, unpublishes or empties the Trash on its own.
export const SCHEDULER: EditorialActor = {
  id: null,
  email: "scheduler",
  ip: "",
}

/** The signed-in account making a request, as the audit trail and the revisions name it. */
export const actorOf = (request: FastifyRequest): EditorialActor =>
  request.actor ?? { id: null, email: "system", ip: request.ip }

// A refusal a route answers as it is: 400 (a draft that may not be published), 404, 409 (a stale
// save). Thrown from inside a transaction, so nothing of the change is kept.
export class EditorialError extends Refusal<400 | 404 | 409> {}

export type WorkflowRow = Record<string, unknown> & {
  id: string
  status: "draft" | "published"
  version: number
  publishedVersion: number | null
  publishAt: string | null
}

export function stateOf(row: WorkflowRow): WorkflowState {
  if (row.publishAt) return "scheduled"
  if (row.status !== "published") return "draft"
  return row.version === row.publishedVersion ? "published" : "changed"
}

/** The record's own fields: what a revision keeps and a restore puts back. */
export function contentOf(
  resource: ResourceName,
  row: Record<string, unknown>
) {
  return Object.fromEntries(
    fieldNames(resource)
      .filter((field) => field in row)
      .map((field) => [field, row[field] ?? null])
  )
}

/** The record as the site and the public reads see it: its fields, id and times. */
export function publicCopy(
  resource: ResourceName,
  row: Record<string, unknown>
) {
  return {
    id: row.id,
    ...contentOf(resource, row),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

/** The columns of a record as the panel reads it: fields, workflow state, times. */
export const adminColumns = (resource: ResourceName) => [
  "id",
  ...Object.keys(readFields(resource)),
  "createdAt",
  "updatedAt",
]

/** What a list of deleted records calls a record: its first field (title, Name or name). */
export const titleOf = (resource: ResourceName, row: Record<string, unknown>) =>
  String(row[fieldNames(resource)[0]] ?? "")

// "content must be filled in before publishing", or the first other problem with the draft.
export function publishProblem(
  resource: ResourceName,
  row: Record<string, unknown>
): string | null {
  const schema = publishSchema(resource)
  const record = contentOf(resource, row)
  const error = Value.Errors(schema, record).First()
  if (!error) return null
  const field = error.path.split("/").filter(Boolean)[0] ?? ""
  const spec = resources[resource] as ResourceSpec
  const required =
    spec.publishRequires?.includes(field) || spec.fields[field]?.required
  const blank = typeof record[field] !== "string" || !record[field].trim()
  if (required && blank)
    return `${field} must be filled in before this can be published`
  return `${field} cannot be published as it is: ${error.message.toLowerCase()}`
}

/** A time the panel sent (with its zone) as the server stores it, or null. */
export function instant(
  field: string,
  value: string | null | undefined
): string | null | undefined {
  if (value === undefined || value === null) return value
  const time = Date.parse(value)
  if (Number.isNaN(time))
    throw new EditorialError(400, `${field} is not a real time`)
  return new Date(time).toISOString()
}

/** If-Match: "3" (or W/"3", or 3): the version a save started from, as a record's or a file's. */
export function ifMatch(request: FastifyRequest): number | undefined {
  const header = request.headers["if-match"]
  if (header === undefined) return undefined
  const match = /^\s*(?:W\/)?"?(\d{1,10})"?\s*$/.exec(String(header))
  if (!match)
    throw new EditorialError(
      400,
      'If-Match must be the version the save started from, such as "3"'
    )
  return Number(match[1])
}

/** "ada@example.com at 2025-03-01 14:03 UTC" */
export const savedByAt = (by: string, at: string) =>
  `${by || "someone"} at ${at.slice(0, 16).replace("T", " ")} UTC`

// The public reads' order (schemas/content.ts publicOrder) over published copies, as the SQL of
// the admin lists orders: integers with NULL last, ties by id in the same direction.
export function publicOrder(resource: ResourceName) {
  const [column, direction] = resources[resource].publicOrder
  const sign = direction === "asc" ? 1 : -1
  return (a: Record<string, unknown>, b: Record<string, unknown>) => {
    const x = a[column]
    const y = b[column]
    if ((x === null || x === undefined) !== (y === null || y === undefined))
      return x === null || x === undefined ? 1 : -1
    const byColumn = compare(x ?? "", y ?? "")
    return sign * (byColumn || compare(String(a.id), String(b.id)))
  }
}

const compare = (x: unknown, y: unknown) =>
  typeof x === "number" && typeof y === "number"
    ? Math.sign(x - y)
    : String(x) < String(y)
      ? -1
      : String(x) > String(y)
        ? 1
        : 0
