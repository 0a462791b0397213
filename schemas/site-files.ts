import { Type, type Static } from "@sinclair/typebox"
import { AnyObject } from "./common"
import type { SiteFileShape } from "../common/site-file-shape"

// The site's own content files edited in the panel (docs/site-files.md): the list of them, one
// with its texts and shape, a save, an administrator's choice when the repository's file changed
// under an edit, and the body of a preview. Browser-safe: plain TypeBox.

// The longest text a file may have: ten times the longest the site ships (a legal page, 17 kB).
export const MAX_SITE_FILE_TEXT = 200_000

const Nullable = (schema: ReturnType<typeof Type.String>) =>
  Type.Union([schema, Type.Null()])

// The headings the panel lists the files under, in their order, as the site's menu groups the
// pages (each file's `group`).
export const SITE_FILE_GROUPS = [
  "Home",
  "Philosophy",
  "Services",
  "Systems and AI",
  "Academy",
  "Articles and case studies",
  "News and FAQ",
  "Legal",
  "Site-wide",
] as const
export type SiteFileGroup = (typeof SITE_FILE_GROUPS)[number]

export const SITE_FILE_STATES = [
  "shipped",
  "draft",
  "published",
  "changed",
  "scheduled",
] as const

// One file as the list shows it. `id` is its path under content/ (pages/faq.json).
export const SiteFileSummary = Type.Object({
  id: Type.String(),
  path: Type.String(),
  kind: Type.Union([Type.Literal("json"), Type.Literal("mdx")]),
  title: Type.String(),
  // The page's public path, or null for what no page of its own shows (menus, footer…).
  address: Nullable(Type.String()),
  // The heading the panel lists it under, as the site's menu groups the pages.
  group: Type.Union(SITE_FILE_GROUPS.map((group) => Type.Literal(group))),
  // `shipped`: no one has edited it; else as a record's.
  state: Type.Union(SITE_FILE_STATES.map((state) => Type.Literal(state))),
  // `published` while an edit of it is live.
  status: Type.Union([Type.Literal("draft"), Type.Literal("published")]),
  version: Type.Integer(),
  // The repository's file changed after the edit was made: an administrator chooses.
  shippedChanged: Type.Boolean(),
  publishAt: Nullable(Type.String()),
  unpublishAt: Nullable(Type.String()),
  publishedAt: Nullable(Type.String()),
  updatedAt: Nullable(Type.String()),
  updatedBy: Nullable(Type.String()),
})
export type SiteFileSummary = Static<typeof SiteFileSummary>
export const SiteFileList = Type.Array(SiteFileSummary)

// One file: its working copy (`text`: the draft, else the published edit, else the repository's
// file), the repository's file (`shipped`) and its shape (an MDX file's: its frontmatter's).
export const SiteFile = Type.Object({
  ...SiteFileSummary.properties,
  text: Type.String(),
  shipped: Type.String(),
  shape: Type.Unsafe<SiteFileShape>(AnyObject),
})
export type SiteFile = Static<typeof SiteFile>

// A path under content/, URL-encoded in the route; the server answers 404 for any path that is
// not an editable file.
export const SiteFileParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 300 }),
})

export const SiteFileRevisionParams = Type.Object({
  id: SiteFileParams.properties.id,
  revision: Type.String({ pattern: "^[1-9][0-9]{0,8}$" }),
})

// PUT: the whole text, and the version it was started from (a newer one answers 409). The
// schedule as a record's: times with their zone, or null to clear.
export const SiteFileSave = Type.Object({
  text: Type.String({ maxLength: MAX_SITE_FILE_TEXT }),
  version: Type.Optional(Type.Integer({ minimum: 1 })),
  publishAt: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  unpublishAt: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
})
export type SiteFileSave = Static<typeof SiteFileSave>

// POST …/shipped: keep the edit (it stays as it is) or take the repository's file.
export const SiteFileShippedChoice = Type.Object(
  { keep: Type.Union([Type.Literal("edit"), Type.Literal("shipped")]) },
  { additionalProperties: false }
)

// POST …/preview: unsaved text may come with the request, shown instead of the working copy.
export const SiteFilePreviewBody = Type.Object(
  { text: Type.Optional(Type.String({ maxLength: MAX_SITE_FILE_TEXT })) },
  { additionalProperties: false }
)

// One save of a file (GET …/revisions): its text then.
export const SiteFileRevision = Type.Object({
  revision: Type.Integer(),
  savedAt: Type.String(),
  savedBy: Type.String(),
  data: Type.Object({ text: Type.String() }),
})
export const SiteFileRevisions = Type.Array(SiteFileRevision)

// A save refused: the message, and when the text does not fit the file, the line it names
// (a body that is not a save at all has none).
export const SiteFileProblem = Type.Object({
  message: Type.String(),
  line: Type.Optional(Type.Integer()),
})
