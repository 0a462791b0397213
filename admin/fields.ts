import type { RaRecord } from "react-admin"
import {
  resources,
  type FieldKind,
  type ResourceName,
} from "../schemas/content"

// The server's schema module is the one definition of every resource's fields; it is
// browser-safe (plain TypeBox, no Node), so the panel reads
// its field lists from there rather than keeping a second copy that could drift.
export {
  contactSources,
  contactStatuses,
  type ContactSource,
  type ContactStatus,
} from "../schemas/contact"
export type { ResourceName }

type FieldName<R extends ResourceName> = Extract<
  keyof (typeof resources)[R]["fields"],
  string
>

export const fieldNames = <R extends ResourceName>(resource: R) =>
  Object.keys(resources[resource].fields) as FieldName<R>[]

export const fieldKind = (
  resource: ResourceName,
  field: string
): FieldKind | undefined =>
  (resources[resource].fields as Record<string, { kind: FieldKind }>)[field]
    ?.kind

export const isRequiredField = (resource: ResourceName, field: string) =>
  Boolean(
    (resources[resource].fields as Record<string, { required?: boolean }>)[
      field
    ]?.required
  )

// A URL field named `image` (`Image` for programmes) holds the record's picture, and
// `socialImage` a page's social card: the panel offers an upload for each and shows it as an
// image; any other URL field is a link.
export const isImageField = (resource: ResourceName, field: string) =>
  /^(image|socialImage)$/i.test(field) && fieldKind(resource, field) === "url"

export type ResourceRecord<R extends ResourceName> = RaRecord<string> & {
  [K in FieldName<R>]?: string | number | null
} & { createdAt: string; updatedAt: string }

export type Contact = ResourceRecord<"contacts">
