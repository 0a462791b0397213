import { Type, type Static } from "@sinclair/typebox"
import { RecordRef } from "./common"
import type { ResourceName } from "./content"

// The media library (docs/api.md 'Media library'): every image the panel puts on the site is one
// item, with its alt text (or marked decorative on purpose), caption, credit and focal point.
// Browser-safe: the panel reads these too.

export const MAX_ALT = 250

const Focal = Type.Integer({ minimum: 0, maximum: 100 })
const Nullable = <T extends "integer" | "string">(type: T) =>
  Type.Unsafe<(T extends "integer" ? number : string) | null>({
    type: [type, "null"],
  })

// An item as every call answers it. `usedBy` names the records whose working or published copy
// shows it (an image field, or an <img> of their rich text).
export const MediaItem = Type.Object({
  id: Type.String(),
  // `/uploads/{file}` for an image stored here, or the https address of one elsewhere.
  src: Type.String(),
  alt: Type.String(),
  decorative: Type.Boolean(),
  caption: Type.String(),
  credit: Type.String(),
  focalX: Type.Integer(),
  focalY: Type.Integer(),
  // The name the file had on the uploader's computer (searched by `q`), or "".
  fileName: Type.String(),
  width: Nullable("integer"),
  height: Nullable("integer"),
  contentType: Nullable("string"),
  size: Nullable("integer"),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  usedBy: Type.Array(RecordRef),
})
export type MediaItem = Static<typeof MediaItem>
export const MediaItems = Type.Array(MediaItem)

// `POST /api/admin/media` and `PUT …/{id}/file` with the file as the body: its alt text and its
// name, both optional.
export const MediaUploadQuery = Type.Object({
  alt: Type.Optional(Type.String({ maxLength: MAX_ALT })),
  name: Type.Optional(Type.String({ maxLength: 200 })),
})

// `POST /api/admin/media` with JSON: an image elsewhere, by its https address.
export const MediaAddress = Type.Object(
  {
    url: Type.String({ maxLength: 2048, pattern: "^https://[^\\s<>\"']+$" }),
    alt: Type.Optional(Type.String({ maxLength: MAX_ALT })),
  },
  { additionalProperties: false }
)
export type MediaAddress = Static<typeof MediaAddress>

// What `PUT /api/admin/media/{id}` changes; anything else sent (the item read back whole) is
// dropped.
export const MediaUpdate = Type.Object(
  {
    alt: Type.Optional(Type.String({ maxLength: MAX_ALT })),
    decorative: Type.Optional(Type.Boolean()),
    caption: Type.Optional(Type.String({ maxLength: 1000 })),
    credit: Type.Optional(Type.String({ maxLength: 200 })),
    focalX: Type.Optional(Focal),
    focalY: Type.Optional(Focal),
  },
  { additionalProperties: false }
)
export type MediaUpdate = Static<typeof MediaUpdate>

export const MediaParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_-]+$" }),
})
