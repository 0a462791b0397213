import { Type } from "@sinclair/typebox"

// The site's publishing state (docs/publishing.md), and an uploaded image.

const OptionalTime = Type.Union([Type.String(), Type.Null()])

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
  // Why the latest build failed; null once a build has succeeded again.
  error: OptionalTime,
  // What the live site publishes short of what the records say, one sentence each: a record
  // shown without its image because the image cannot be read. Empty when nothing is missing.
  warnings: Type.Array(Type.String()),
  // What a change triggers here: SITE_BUILD (a hook's URL is not shown, it may hold a secret).
  mode: Type.Union([
    Type.Literal("local"),
    Type.Literal("off"),
    Type.Literal("hook"),
  ]),
})

export const Upload = Type.Object({
  id: Type.String(),
  // Where the image is served; what a record's image field takes.
  url: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  width: Type.Integer(),
  height: Type.Integer(),
})

export const UploadParams = Type.Object({
  id: Type.String({
    maxLength: 80,
    pattern: "^[A-Za-z0-9_-]+\\.(jpg|png|webp|avif)$",
  }),
})
