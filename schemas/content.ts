import {
  Type,
  type TBoolean,
  type TObject,
  type Static,
  type TSchema,
  type TString,
  type TUnsafe,
} from "@sinclair/typebox"
import {
  errorResponses,
  Id,
  ISO_8601,
  NON_BLANK,
  Timestamps,
  URL_OR_PATH,
  ZONED_TIME,
} from "./common"
import { SLUG_FORM, SLUG_MAX } from "../common/slugs"

// The one definition of every admin resource (docs/api.md lists them): the API
// validates with the schemas built from this table, the repositories store exactly these columns
// (migrations/004-content.ts and the tests keep the two in step), and the admin panel imports it
// for its field lists. Browser-safe: nothing here touches Node.

export type FieldKind =
  | "text"
  | "longText"
  | "html"
  | "url"
  | "date"
  | "integer"
  | "email"
  | "boolean"

export interface FieldSpec {
  kind: FieldKind
  required?: boolean
  // Kept by the office, never in a public answer (a contact's status would tell a robot that its
  // submission was caught as spam).
  internal?: boolean
  // May be null (an id that names nothing yet): a course no teacher teaches, an unassigned enquiry.
  nullable?: boolean
  // A derived column that keeps a JSON object's text: the object's schema. The admin's reads
  // answer the object itself (or null).
  shape?: TObject
  // A text with a limit of its own, below its kind's (a search snippet's), or a form (a slug).
  maxLength?: number
  pattern?: string
}

export interface ResourceSpec {
  // The SQL table behind the resource.
  table: string
  fields: Record<string, FieldSpec>
  // Contacts and teachers come only from the public forms: the admin lists, shows and deletes.
  writable: boolean
  // The order of the public getall… reads; ties go by id, that is by creation, the same way.
  publicOrder: readonly [string, "asc" | "desc"]
  // Read-only fields the server adds in the admin's reads (never in the public responses, so a
  // visitor or a bot learns nothing from them), taken from `view` instead of the table: the
  // notification's state beside each contact and teacher (migrations/007-notifications.ts).
  view?: string
  derived?: Record<string, FieldSpec>
  // What the admin list shows when its filter does not name these fields: contacts flagged as
  // spam stay out of the list unless it asks for them with filter {"spam": true}.
  defaultFilter?: Record<string, boolean>
  // Fields whose filter replaces the default one: the spam flag is the status, so a filter on the
  // status already says whether spam is wanted.
  defaultUnless?: string[]
  // The column `q` searches instead of each text field: one lower-cased text kept with the record.
  searchColumn?: string
  // The resources the site shows go through the editorial workflow (drafts, published versions,
  // schedules, revisions, Trash: server/plugins/app/editorial/editorial-repository.ts). A draft needs only
  // what identifies it in a list; `publishRequires` names what its page needs besides, which a
  // publish checks.
  editorial?: boolean
  publishRequires?: readonly string[]
}

// Each keeps its literal kind, so the record schemas below carry their fields' types to Static<>.
const text = (required = false) => ({ kind: "text", required }) as const
const longText = { kind: "longText" } as const
const html = { kind: "html" } as const
const url = { kind: "url" } as const
const date = { kind: "date" } as const
const integer = { kind: "integer" } as const
const internal = <Spec extends FieldSpec>(spec: Spec) =>
  ({ ...spec, internal: true }) as const
const reference = { kind: "text", nullable: true } as const
const newestFirst = ["createdAt", "desc"] as const
const limited = (maxLength: number) => ({ kind: "text", maxLength }) as const

// A record with a page of its own: its address (made from the title when left empty,
// common/slugs.ts) and its search snippet and social card (docs/publishing.md).
const pageFields = {
  slug: { kind: "text", maxLength: SLUG_MAX, pattern: SLUG_FORM },
  seoTitle: limited(70),
  seoDescription: limited(170),
  socialImage: url,
} as const

// When a record was made and last changed: the columns of every table with its own records, which
// its admin list sorts and filters by.
export const timestampFields = {
  createdAt: date,
  updatedAt: date,
} satisfies Record<string, FieldSpec>

// A teacher's own change of their public profile, waiting for staff's review: the fields it
// changes, each with its proposed value (PUT /api/admin/me checks them as they come in).
export const PROFILE_FIELDS = ["name", "photo", "subject", "bio"] as const
export const ProfileChange = Type.Object(
  {
    name: Type.Optional(Type.String()),
    photo: Type.Optional(Type.String()),
    subject: Type.Optional(Type.String()),
    bio: Type.Optional(Type.String()),
  },
  { additionalProperties: false }
)
export type ProfileChange = Static<typeof ProfileChange>

// What the workflow keeps beside each record of the nine resources the site shows, read with the
// record (columns of its own table, migrations/012-editorial.ts). `status` says whether a version
// is live; `state` is draft, published, changed (live, with a newer draft) or scheduled; `version`
// goes up with every save; `publishedAt` is when the live version was published.
export const WORKFLOW_STATES = [
  "draft",
  "published",
  "changed",
  "scheduled",
] as const
export type WorkflowState = (typeof WORKFLOW_STATES)[number]
const workflowFields = {
  status: { kind: "text" },
  state: { kind: "text" },
  version: integer,
  publishAt: date,
  unpublishAt: date,
  publishedAt: date,
} satisfies Record<string, FieldSpec>
const editorial = (...publishRequires: string[]) => ({
  writable: true,
  editorial: true,
  publishRequires,
  derived: workflowFields,
})

// The e-mail that tells the office of a contact request or teacher registration (docs/mail.md):
// `notification` is pending, sent or failed, or null when there is none (newsletter, spam).
const notificationFields = {
  notification: { kind: "text" },
  notificationAttempts: integer,
  notificationError: longText,
  notifiedAt: date,
} satisfies Record<string, FieldSpec>

export const resources = {
  banners: {
    table: "banners",
    fields: {
      title: text(true),
      subtitle: text(),
      image: url,
      link: url,
      order: integer,
    },
    ...editorial("title", "link"),
    publicOrder: ["order", "asc"],
  },
  stories: {
    table: "stories",
    fields: { title: text(true), content: longText, image: url },
    ...editorial("title", "content"),
    publicOrder: ["createdAt", "asc"],
  },
  templates: {
    table: "templates",
    fields: { title: text(true), image: url, category: text() },
    ...editorial("title", "image"),
    publicOrder: ["createdAt", "asc"],
  },
  programmes: {
    table: "programmes",
    fields: { Name: text(true), Image: url, description: html, ...pageFields },
    ...editorial("Name", "description"),
    publicOrder: ["createdAt", "asc"],
  },
  team: {
    table: "team",
    fields: { name: text(true), role: text(), bio: longText, image: url },
    ...editorial("name", "role"),
    publicOrder: ["createdAt", "asc"],
  },
  events: {
    table: "events",
    fields: {
      title: text(true),
      date,
      location: text(),
      description: longText,
    },
    ...editorial("title", "date"),
    publicOrder: ["date", "asc"],
  },
  news: {
    table: "news",
    fields: { title: text(true), content: longText, image: url, date },
    ...editorial("title", "content"),
    publicOrder: ["date", "desc"],
  },
  blogs: {
    table: "blogs",
    fields: {
      title: text(true),
      excerpt: longText,
      content: html,
      image: url,
      category: text(),
      ...pageFields,
      author: text(),
    },
    ...editorial("title", "content"),
    publicOrder: newestFirst,
  },
  courses: {
    table: "courses",
    fields: {
      title: text(true),
      description: longText,
      durationDays: integer,
      image: url,
      // The teacher who teaches it (a teachers id), or null: one of the consultancy's own.
      teacherId: reference,
    },
    ...editorial("title", "description"),
    publicOrder: ["createdAt", "asc"],
  },
  contacts: {
    table: "contacts",
    fields: {
      name: text(),
      email: { kind: "email" },
      countryCode: text(),
      number: text(),
      reason: text(),
      message: longText,
      source: text(),
      // The office's handling: new, in_progress, answered, closed or spam; who handles it (a
      // staff account's id); notes. A PUT may change these three and nothing else.
      status: internal(text()),
      assignee: internal(reference),
      notes: internal(longText),
    },
    writable: false,
    publicOrder: newestFirst,
    view: "contacts_listed",
    // `spam` is status === "spam"; who marked the enquiry answered, and when.
    derived: {
      spam: { kind: "boolean" },
      answeredBy: { kind: "text" },
      answeredAt: date,
      ...notificationFields,
    },
    defaultFilter: { spam: false },
    defaultUnless: ["status"],
    searchColumn: "search",
  },
  teachers: {
    table: "teachers",
    fields: {
      name: text(),
      email: { kind: "email" },
      phone: text(),
      subject: text(),
      // pending until staff approve or reject the registration.
      status: text(),
      // The profile the teacher keeps and the Academy page shows once they are approved.
      photo: url,
      bio: longText,
    },
    writable: false,
    publicOrder: newestFirst,
    view: "teachers_listed",
    derived: {
      // The teacher's own profile change waiting for review, or null.
      pendingProfile: { ...longText, shape: ProfileChange },
      reviewedBy: { kind: "text" },
      reviewedAt: date,
      ...notificationFields,
    },
  },
} satisfies Record<string, ResourceSpec>

export type ResourceName = keyof typeof resources
export const resourceNames = Object.keys(resources) as ResourceName[]

export const isEditorial = (resource: string): boolean =>
  Object.hasOwn(resources, resource) &&
  (resources[resource as ResourceName] as ResourceSpec).editorial === true

// The nine resources the site shows, in the workflow.
export const editorialResources = resourceNames.filter((resource) =>
  isEditorial(resource)
)

// The same nine by name, for code that lists them without reading the table above (the audit's
// filter, the end-to-end walks): the eight the staff alone write, then the courses teachers write
// too. A test keeps it in step with `editorial` in the table.
export const STAFF_CONTENT = [
  "banners",
  "stories",
  "templates",
  "programmes",
  "team",
  "events",
  "news",
  "blogs",
] as const
export const PUBLISHED_RESOURCES = [...STAFF_CONTENT, "courses"] as const

export const fieldNames = (resource: ResourceName) =>
  Object.keys(resources[resource].fields)

const spec = (resource: ResourceName): ResourceSpec => resources[resource]

// The fields of the admin's reads: the stored ones, then the derived ones.
export const readFields = (
  resource: ResourceName
): Record<string, FieldSpec> => ({
  ...spec(resource).fields,
  ...spec(resource).derived,
})

// The fields `q` searches: every text-like one a visitor or an administrator typed.
export const searchFields = (resource: ResourceName) =>
  Object.entries(resources[resource].fields as Record<string, FieldSpec>)
    .filter(([, spec]) => spec.kind !== "integer" && spec.kind !== "boolean")
    .map(([name]) => name)

// Lengths keep a record well inside the 64 KiB body limit and the text a person would type.
const maxLength: Record<Exclude<FieldKind, "integer" | "boolean">, number> = {
  text: 200,
  email: 254,
  url: 2048,
  date: 40,
  longText: 20000,
  html: 60000,
}

function inputSchema(spec: FieldSpec): TSchema {
  if (spec.kind === "boolean") return Type.Boolean()
  if (spec.kind === "integer") {
    return Type.Union([
      Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }),
      Type.Null(),
    ])
  }
  const limit = {
    maxLength: Math.min(maxLength[spec.kind], spec.maxLength ?? Infinity),
  }
  if (spec.pattern) return Type.String({ ...limit, pattern: spec.pattern })
  if (spec.nullable) return Type.Union([Type.String(limit), Type.Null()])
  if (spec.required)
    return Type.String({ ...limit, minLength: 1, pattern: NON_BLANK })
  if (spec.kind === "url")
    return Type.String({ ...limit, pattern: URL_OR_PATH })
  if (spec.kind === "date") return Type.String({ ...limit, pattern: ISO_8601 })
  if (spec.kind === "email") return Type.String({ ...limit, format: "email" })
  return Type.String(limit)
}

// Responses say "integer or null" with a type list rather than anyOf: fast-json-stringify
// serialises a type list directly but runs a validator per value to pick an anyOf branch.
// Booleans are stored as 0 and 1 (SQLite has no boolean type); fast-json-stringify writes them
// as false and true. Derived fields are null where there is nothing to derive from.
const outputSchema = (spec: FieldSpec, nullable = false): TSchema => {
  if (spec.shape)
    return Type.Unsafe({
      type: ["object", "null"],
      properties: spec.shape.properties,
      additionalProperties: false,
    })
  if (spec.kind === "boolean") return Type.Boolean()
  if (spec.kind === "integer")
    return Type.Unsafe<number | null>({ type: ["integer", "null"] })
  return nullable || spec.nullable
    ? Type.Unsafe<string | null>({ type: ["string", "null"] })
    : Type.String()
}

const mapFields = (
  resource: ResourceName,
  build: (spec: FieldSpec) => TSchema
) =>
  Object.fromEntries(
    Object.entries(resources[resource].fields as Record<string, FieldSpec>).map(
      ([name, spec]) => [
        name,
        spec.required ? build(spec) : Type.Optional(build(spec)),
      ]
    )
  )

// When the server is to publish or unpublish a record: an instant with its zone, as the panel
// sends it (Date#toISOString), or null for none.
const scheduleFields = {
  publishAt: Type.Optional(
    Type.Union([Type.String({ pattern: ZONED_TIME }), Type.Null()])
  ),
  unpublishAt: Type.Optional(
    Type.Union([Type.String({ pattern: ZONED_TIME }), Type.Null()])
  ),
}

// Unknown properties (id, createdAt, a stray _id, and the workflow's read-only status and state)
// are stripped by Ajv's removeAdditional, so a record read from the API can be sent straight back.
export const createSchema = (resource: ResourceName): TObject =>
  Type.Object(
    {
      ...mapFields(resource, inputSchema),
      ...(isEditorial(resource) ? scheduleFields : {}),
    },
    { additionalProperties: false }
  )

// PUT changes the fields it sends and keeps the others. `version` is the version the editor
// started from: a save over a newer one is refused (409) rather than overwriting it.
export const updateSchema = (resource: ResourceName): TObject =>
  Type.Partial(
    Type.Object({
      ...createSchema(resource).properties,
      ...(isEditorial(resource)
        ? { version: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }
        : {}),
    }),
    { additionalProperties: false }
  )

// A PUT's query: `autosave=1` is the panel saving a draft by itself while its editor types. It is
// a save like any other (a new version, the stale-save 409) that never publishes, and those of one
// person on one record within ten minutes make one revision and one audit entry.
export const SaveQuery = Type.Object(
  {
    autosave: Type.Optional(Type.Union([Type.Literal("1"), Type.Literal("0")])),
  },
  { additionalProperties: false }
)

// What a published version needs: the fields a save requires, and those its page needs besides
// (`publishRequires`), filled in.
export const publishSchema = (resource: ResourceName): TObject =>
  Type.Object(
    Object.fromEntries(
      Object.entries(
        resources[resource].fields as Record<string, FieldSpec>
      ).map(([name, field]) => [
        name,
        spec(resource).publishRequires?.includes(name)
          ? inputSchema({ ...field, required: true })
          : field.required
            ? inputSchema(field)
            : Type.Optional(inputSchema(field)),
      ])
    )
  )

const outputFields = (fields: Record<string, FieldSpec>, nullable = false) =>
  Object.fromEntries(
    Object.entries(fields).map(([name, spec]) => [
      name,
      outputSchema(spec, nullable),
    ])
  )

// What each kind of field is in a response, as outputSchema writes it.
type OutputSchema<Spec> = Spec extends { kind: "integer" }
  ? TUnsafe<number | null>
  : Spec extends { kind: "boolean" }
    ? TBoolean
    : Spec extends { nullable: true }
      ? TUnsafe<string | null>
      : TString
type Fields<R extends ResourceName> = (typeof resources)[R]["fields"]
// The fields a public answer carries: all but the office's internal ones.
type PublicField<R extends ResourceName> = {
  [K in keyof Fields<R>]: Fields<R>[K] extends { internal: true } ? never : K
}[keyof Fields<R>]
type RecordProperties<R extends ResourceName, Legacy extends boolean> = {
  [
    K in
      | "id"
      | (Legacy extends true ? "_id" : never)
      | PublicField<R>
      | keyof typeof Timestamps
  ]: K extends keyof Fields<R> ? OutputSchema<Fields<R>[K]> : TString
}

// A record as the public calls answer it (with the legacy `_id`): the stored fields but the
// office's internal ones. Typed by its resource's fields, so Static<typeof schema> is the record's
// shape for the site and panel.
export const recordSchema = <
  R extends ResourceName,
  Legacy extends boolean = false,
>(
  resource: R,
  withLegacyId?: Legacy
) =>
  Type.Object({
    id: Id,
    ...(withLegacyId ? { _id: Id } : {}),
    ...outputFields(
      Object.fromEntries(
        Object.entries(
          resources[resource].fields as Record<string, FieldSpec>
        ).filter(([, spec]) => !spec.internal)
      )
    ),
    ...Timestamps,
  }) as unknown as TObject<RecordProperties<R, Legacy>>

// The public reads' answers (/api/v1/admin/getAllBlog…): the records in `data`, or the one.
export const legacyList = (resource: ResourceName) =>
  Type.Object({ data: Type.Array(recordSchema(resource, true)) })
export const legacyOne = (resource: ResourceName) =>
  Type.Object({ data: recordSchema(resource, true) })

// The address of a record read one at a time: its id, or its page's slug.
export const IdOrSlugParams = Type.Object({
  id: Type.String({
    minLength: 1,
    maxLength: SLUG_MAX,
    pattern: "^[A-Za-z0-9_-]+$",
    description: "record id or slug",
  }),
})

// The two records the site reads one at a time (/service/:id and /blog/:id).
export const Programme = recordSchema("programmes", true)
export const Blog = recordSchema("blogs", true)

// A record as the admin reads it: the stored fields, then the derived ones.
export const adminRecordSchema = (resource: ResourceName): TObject =>
  Type.Object({
    id: Id,
    ...outputFields(resources[resource].fields),
    ...outputFields(spec(resource).derived ?? {}, true),
    ...Timestamps,
  })

// ra-data-simple-rest's list parameters, each a JSON text; server/common/list-query.ts parses them.
export const ListQuery = Type.Object({
  sort: Type.Optional(Type.String({ maxLength: 200 })),
  range: Type.Optional(Type.String({ maxLength: 100 })),
  filter: Type.Optional(Type.String({ maxLength: 2000 })),
})

// The schema of a list route: the list parameters above, answered with an array of `item`.
export const listSchema = <Item extends TSchema>(item: Item) => ({
  querystring: ListQuery,
  response: { 200: Type.Array(item), ...errorResponses(400, 401, 403) },
})
