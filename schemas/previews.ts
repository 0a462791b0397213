import { Type, type Static } from "@sinclair/typebox"
import { AnyObject } from "./common"
import { updateSchema, type ResourceName } from "./content"

// Preview links (docs/editorial.md): the one a record's preview makes, those the panel lists, and
// what a link shows (/preview/{token}, src/pages/preview/[token].tsx).

// A record's live preview link as the panel lists it: who made it and until when it opens. The
// token is not here: only the person who made the link holds it.
export const PreviewLink = Type.Object({
  id: Type.String(),
  createdAt: Type.String(),
  createdBy: Type.String(),
  expiresAt: Type.String(),
})
export type PreviewLink = Static<typeof PreviewLink>
export const PreviewLinks = Type.Array(PreviewLink)

// POST /api/admin/{resource}/{id}/preview: the form's values, unsaved, may come with the request,
// and the preview shows them instead.
export const previewBody = (resource: ResourceName) =>
  Type.Object(
    { data: Type.Optional(updateSchema(resource)) },
    { additionalProperties: false }
  )

// The link just made, the only time its token is told.
export const NewPreviewLink = Type.Object({
  // A path on the site's origin: /preview/{token}.
  url: Type.String(),
  expiresAt: Type.String(),
})
export type NewPreviewLink = Static<typeof NewPreviewLink>

export const PreviewParams = Type.Object({
  token: Type.String({ maxLength: 100 }),
})

// GET /api/preview/{token}: what the link shows.
export const PreviewAnswer = Type.Object({
  resource: Type.String(),
  // The page the record appears on, whose template shows it.
  path: Type.String(),
  expiresAt: Type.String(),
  // The record as the template's GraphQL node would hold it, image unprocessed; its id is
  // `recordId` ("draft" for values never saved).
  node: Type.Unsafe<Record<string, unknown> & { recordId: string }>(AnyObject),
})
export type PreviewAnswer = Static<typeof PreviewAnswer>

// GET /api/preview/{token} of a site file: the file's text as the preview shows it, and the page
// that shows it (`address`: its own page, or the home page for menus, footer, forms, site.json…).
export const SiteFilePreview = Type.Object({
  resource: Type.Literal("site-files"),
  path: Type.String(),
  kind: Type.Union([Type.Literal("json"), Type.Literal("mdx")]),
  text: Type.String(),
  address: Type.String(),
  expiresAt: Type.String(),
})
export type SiteFilePreview = Static<typeof SiteFilePreview>

// What a link shows: a record, or a site file.
export const PreviewShown = Type.Union([PreviewAnswer, SiteFilePreview])
