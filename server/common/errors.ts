import type {
  FastifyError,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from "fastify"
import { httpErrors } from "@fastify/sensible"
import { isDatabaseUnavailable } from "../db/connect"
import {
  ISO_8601,
  NON_BLANK,
  PHONE,
  SITE_PATH,
  URL_OR_PATH,
  ZONED_TIME,
} from "../../schemas/common"
import { SLUG_FORM } from "../../common/slugs"

// Every error reaches a client as { message }, one shape the site and the panel both show. Messages
// for 4xx name the problem; a 5xx says only that it is ours, while the log keeps the details
// (stack, SQL).

const patternMeaning: Record<string, string> = {
  [NON_BLANK]: "must not be blank",
  [PHONE]: "may contain only digits, spaces and + - ( )",
  [URL_OR_PATH]: "must be an http(s) URL or a path starting with /",
  [ISO_8601]: "must be an ISO 8601 date such as 2024-05-31",
  [SITE_PATH]: "must be a path on the site, starting with /",
  [ZONED_TIME]: "must be a time with its zone, such as 2024-05-31T09:00:00Z",
  "^[A-Za-z0-9_-]+$": "may contain only letters, digits, - and _",
  [SLUG_FORM]: "may contain only lowercase letters a-z, digits and hyphens",
  "^[0-9 +()-]*[0-9][0-9 +()-]*$":
    "must be a phone number: digits, spaces and + - ( )",
}

const typeNames: Record<string, string> = {
  string: "text",
  integer: "a whole number",
  number: "a number",
  object: "a JSON object",
  array: "a list",
  boolean: "true or false",
}

function describe(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>
  switch (error.keyword) {
    case "required":
      return "is required"
    case "pattern":
      return patternMeaning[String(params.pattern)] ?? "has an invalid format"
    case "format":
      return params.format === "email"
        ? "must be a valid e-mail address"
        : `must be a valid ${params.format}`
    case "minLength":
      return params.limit === 1
        ? "must not be empty"
        : `must be at least ${params.limit} characters`
    case "maxLength":
      return `must be at most ${params.limit} characters`
    case "minimum":
    case "maximum":
      return `must be ${error.keyword === "minimum" ? "at least" : "at most"} ${params.limit}`
    case "type":
      return `must be ${typeNames[String(params.type)] ?? params.type}`
    case "enum":
      return `must be one of ${(params.allowedValues as unknown[]).join(", ")}`
    default:
      return error.message ?? "is invalid"
  }
}

// Fastify's schemaErrorFormatter: "email must be a valid e-mail address", "the request body must
// be a JSON object". Ajv stops at the first error (allErrors: false), which is the one we name.
export function formatSchemaError(
  errors: FastifySchemaValidationError[],
  dataVar: string
): Error {
  const [error] = errors
  const params = error.params as Record<string, unknown>
  const path = error.instancePath.split("/").filter(Boolean)
  if (error.keyword === "required") path.push(String(params.missingProperty))
  const subject = path.length
    ? (dataVar === "body" ? "" : `${dataVar} `) + path.join(".")
    : dataVar === "body"
      ? "the request body"
      : `the ${dataVar}`
  return new Error(`${subject} ${describe(error)}`)
}

// Every body, query and path value is walked once before validation, with a stack of its own
// rather than recursion: a 64 KiB body can nest 30,000 levels deep, which a recursive walk (or
// any later JSON.stringify of it) cannot follow. No form nests more than a few levels, so deeper
// values are refused outright. PostgreSQL text cannot hold U+0000 and no form has a use for it,
// so it is refused too, on both databases alike.
export const MAX_NESTING = 32

type Problem = { kind: "depth" | "nul"; path: string[] }

function findProblem(value: unknown): Problem | null {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }]
  while (stack.length) {
    const { value: current, path } = stack.pop()!
    if (typeof current === "string") {
      if (current.includes("\u0000")) return { kind: "nul", path }
    } else if (ArrayBuffer.isView(current)) {
      // An upload's bytes (a Buffer), which hold NULs by nature and are no JSON to walk.
      continue
    } else if (current && typeof current === "object") {
      if (path.length >= MAX_NESTING) return { kind: "depth", path }
      for (const [key, inner] of Object.entries(current))
        stack.push({ value: inner, path: [...path, key] })
    }
  }
  return null
}

declare module "fastify" {
  interface FastifyContextConfig {
    // Set by a route that never reads its query (the static site's pages: /search?q=… is read by
    // the browser), whose visitors get the page whatever the query holds.
    ignoresQuery?: boolean
  }
}

export async function rejectDeepNestingAndNul(request: FastifyRequest) {
  const query = request.routeOptions.config.ignoresQuery ? {} : request.query
  for (const [part, value] of [
    ["", request.body],
    ["querystring ", query],
    ["params ", request.params],
  ] as const) {
    const problem = findProblem(value)
    if (!problem) continue
    if (problem.kind === "depth") {
      throw httpErrors.badRequest(
        `${part ? `the ${part.trim()}` : "the request body"} is nested too deeply: at most ${MAX_NESTING} levels of objects and lists`
      )
    }
    const subject = problem.path.length
      ? part + problem.path.join(".")
      : "the request body"
    throw httpErrors.badRequest(`${subject} must not contain the NUL character`)
  }
}

const plainMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    "Send the body as JSON, with Content-Type: application/json",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty; send a JSON object",
}

// A body limit as the API's documentation gives it: 64 KiB, 10 MB.
function sizeName(bytes: number) {
  const MB = 1024 * 1024
  return bytes >= MB
    ? `${+(bytes / MB).toFixed(1)} MB`
    : `${+(bytes / 1024).toFixed(1)} KiB`
}

// How long a client waits before trying again when the database was too busy to answer.
export const DATABASE_RETRY_SECONDS = 5

export function errorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply
) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 600
      ? error.statusCode
      : 500
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, "database busy")
    return reply.code(503).header("retry-after", DATABASE_RETRY_SECONDS).send({
      message: "The server is busy; please try again in a few seconds",
    })
  }
  if (status >= 500) {
    request.log.error({ err: error }, "request failed")
    return reply.code(500).send({
      message: "Something went wrong on our side; please try again later",
    })
  }
  // A 404's or 405's message names the path, which may hold a token: the access log writes the
  // path masked (server/common/logged-url.ts).
  const namesPath = status === 404 || status === 405
  request.log.info(
    { status, code: error.code, reason: namesPath ? undefined : error.message },
    "request refused"
  )
  const message = error.validation
    ? error.message
    : error.code === "FST_ERR_CTP_BODY_TOO_LARGE"
      ? `The request body is larger than ${sizeName(request.routeOptions.bodyLimit)}`
      : (plainMessages[error.code] ?? error.message)
  // An error may carry headers of its own: a 429's Retry-After.
  const { headers } = error as { headers?: Record<string, string> }
  if (headers) reply.headers(headers)
  return reply.code(status).send({ message })
}

/** A refusal a route answers as it is: its status (a subclass names the ones it uses) and message. */
export class Refusal<Status extends number> extends Error {
  constructor(
    readonly statusCode: Status,
    message: string
  ) {
    super(message)
    this.name = new.target.name
  }
}
