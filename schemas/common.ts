import { Type, type Static } from "@sinclair/typebox"

// Building blocks shared by every schema. Plain JSON Schema through TypeBox, so Fastify's Ajv
// validates with them, fast-json-stringify serialises with them, and the admin panel can import
// them in the browser. No `default` keywords: Ajv would fill them into partial updates.

// "Non-empty after trimming": at least one character that is not white space, so a required
// field of spaces is refused like an empty one.
export const NON_BLANK = "\\S"

export const PHONE = "^[0-9 +()-]*$"

// An absolute http(s) URL or a path on the site itself; never javascript:, data:, //host or
// /\host (browsers read a backslash as a slash). The build checks again (common/links.ts).
export const URL_OR_PATH = "^(?:https?://\\S+|/(?![/\\\\])\\S*)?$"

// A path on the site itself, without spaces: /cost-and-value-philosophy; not //host or /\host,
// which browsers read as another host.
export const SITE_PATH = "^/(?![/\\\\])\\S*$"

export const ISO_8601 =
  "^(?:\\d{4}-\\d{2}-\\d{2}(?:T\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d{1,9})?)?(?:Z|[+-]\\d{2}:\\d{2})?)?)?$"

// An instant with its zone (UTC or an offset), as Date#toISOString writes it.
export const ZONED_TIME =
  "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d{1,9})?)?(?:Z|[+-]\\d{2}:\\d{2})$"

// A record as a list names it: which resource, which one, and its title (the Trash, what a release
// changed).
export const RecordRef = Type.Object({
  resource: Type.String(),
  id: Type.String(),
  title: Type.String(),
})

export const requiredText = (maxLength: number) =>
  Type.String({ minLength: 1, maxLength, pattern: NON_BLANK })

export const Email = Type.String({ format: "email", maxLength: 254 })

export const Phone = (maxLength = 32) =>
  Type.String({ maxLength, pattern: PHONE })

export const Id = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: "^[A-Za-z0-9_-]+$",
  description: "record id",
})

export const IdParams = Type.Object({ id: Id })

export const Message = Type.Object({ message: Type.String() })
export type Message = Static<typeof Message>

// The answer of a 204 or a 304, which has no body.
export const NoBody = Type.Null()

// An object whose fields the route does not list (a record of any resource, a revision's data):
// every field is written out as it is.
export const AnyObject = Type.Unsafe<Record<string, unknown>>({
  type: "object",
  properties: {},
  additionalProperties: true,
})

export const Timestamps = {
  createdAt: Type.String(),
  updatedAt: Type.String(),
}

// Responses every route may give besides its success, so each route lists them once.
export const errorResponses = <const C extends number>(...codes: C[]) =>
  Object.fromEntries(codes.map((code) => [code, Message])) as {
    [K in C]: typeof Message
  }
