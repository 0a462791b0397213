import { Type, type Static } from "@sinclair/typebox"
import { RecordRef } from "./common"

// Publishing (docs/publishing.md, docs/editorial.md): the site's state, the builds that went
// live, and an uploaded image.

const OptionalTime = Type.Union([Type.String(), Type.Null()])

// An internal link (href="/…") in a published record's rich text that leads to no page of the
// live site: the record to fix, and the link as written.
export const BrokenLink = Type.Object({
  ...RecordRef.properties,
  href: Type.String(),
})
export type BrokenLink = Static<typeof BrokenLink>

export const PublishStatus = Type.Object({
  state: Type.Union([
    Type.Literal("idle"),
    Type.Literal("queued"),
    Type.Literal("building"),
    Type.Literal("failed"),
  ]),
  // The time the live site was built.
  builtAt: OptionalTime,
  // The time the latest build started.
  startedAt: OptionalTime,
  // Why the latest build failed, and the end of its log; null once a build has succeeded again.
  error: OptionalTime,
  log: OptionalTime,
  // When the live build read the records: a record published before then is live.
  contentAt: OptionalTime,
  // An earlier release was restored: saves, publishes and schedules build nothing until someone
  // resumes automatic publishing (or publishes now).
  paused: Type.Boolean(),
  pausedAt: OptionalTime,
  pausedBy: OptionalTime,
  // What the live site publishes short of what the records say, one sentence each: a record
  // shown without its image because the image cannot be read. Empty when nothing is missing.
  warnings: Type.Array(Type.String()),
  // The internal links of the published rich text that lead to no page of the live site, found
  // once per build that goes live. Empty when every one leads somewhere.
  brokenLinks: Type.Array(BrokenLink),
  // What a change triggers here: SITE_BUILD (a hook's URL is not shown, it may hold a secret).
  mode: Type.Union([
    Type.Literal("local"),
    Type.Literal("off"),
    Type.Literal("hook"),
  ]),
})
export type PublishStatus = Static<typeof PublishStatus>

export const Upload = Type.Object({
  id: Type.String(),
  // Where the image is served; what a record's image field takes.
  url: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  width: Type.Integer(),
  height: Type.Integer(),
})
export type Upload = Static<typeof Upload>

// An uploaded image's bytes (GET /uploads/{id}), or nothing for a 304.
export const UploadBytes = Type.Unknown()

export const UploadParams = Type.Object({
  id: Type.String({
    maxLength: 80,
    pattern: "^[A-Za-z0-9_-]+\\.(jpg|png|webp|avif)$",
  }),
})

// A build that went live (GET /api/admin/releases): when, who or what started it, which records
// it changed, how long it took, and whether it is the live site now.
export const Release = Type.Object({
  id: Type.String(),
  builtAt: Type.String(),
  startedAt: Type.String(),
  trigger: Type.String(),
  changed: Type.Array(
    Type.Object({ ...RecordRef.properties, action: Type.String() })
  ),
  durationMs: Type.Integer(),
  live: Type.Boolean(),
})
export type Release = Static<typeof Release>

export const Releases = Type.Array(Release)

export const ReleaseParams = Type.Object({
  id: Type.String({
    minLength: 1,
    maxLength: 100,
    pattern: "^[A-Za-z0-9_-]+$",
  }),
})
