import { Type, type Static } from "@sinclair/typebox"
import { AnyObject, Id, IdParams, RecordRef } from "./common"
import { editorialResources } from "./content"

// The editorial workflow's answers beside a record's own (docs/editorial.md): its revisions, and
// the Trash of the nine resources the site shows.

// One save of a record (GET /api/admin/{resource}/{id}/revisions).
export const Revision = Type.Object({
  revision: Type.Integer(),
  savedAt: Type.String(),
  savedBy: Type.String(),
  // The record's fields as that save left them: text, numbers, or null.
  data: Type.Unsafe<Record<string, string | number | null>>(AnyObject),
})
export type Revision = Static<typeof Revision>
export const Revisions = Type.Array(Revision)

export const RevisionParams = Type.Object({
  id: IdParams.properties.id,
  revision: Type.String({ pattern: "^[1-9][0-9]{0,8}$" }),
})

export const TrashEntry = Type.Object({
  ...RecordRef.properties,
  deletedAt: Type.String(),
  deletedBy: Type.String(),
})
export type TrashEntry = Static<typeof TrashEntry>
export const TrashEntries = Type.Array(TrashEntry)

// `:collection` is the resource the record was deleted from (banners, blogs…).
export const TrashParams = Type.Object({
  collection: Type.Union(editorialResources.map((name) => Type.Literal(name))),
  id: Id,
})
