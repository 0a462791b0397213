import type { RaRecord } from "react-admin"
import {
  resources,
  type FieldKind,
  type ResourceName,
} from "../schemas/content"

// The server's schema module is the one definition of every resource's fields (CONTRACT.md
// 'Resources and their fields'); it is browser-safe (plain TypeBox, no Node), so the panel reads
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

export type ResourceRecord<R extends ResourceName> = RaRecord<string> & {
  [K in FieldName<R>]?: string | number | null
} & { createdAt: string; updatedAt: string }

export type Banner = ResourceRecord<"banners">
export type Story = ResourceRecord<"stories">
export type Template = ResourceRecord<"templates">
export type Programme = ResourceRecord<"programmes">
export type TeamMember = ResourceRecord<"team">
export type Event = ResourceRecord<"events">
export type NewsItem = ResourceRecord<"news">
export type Blog = ResourceRecord<"blogs">
export type Course = ResourceRecord<"courses">
export type Contact = ResourceRecord<"contacts">
export type Teacher = ResourceRecord<"teachers">
