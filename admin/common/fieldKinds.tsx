import * as React from "react"
import {
  BooleanField,
  BooleanInput,
  DateField,
  DateInput,
  EmailField,
  ImageField,
  NumberField,
  NumberInput,
  required,
  TextField,
  TextInput,
  UrlField,
  useRecordContext,
  type FieldProps,
} from "react-admin"
import type { FieldKind } from "../../schemas/content"
import {
  fieldKind,
  isImageField,
  isRequiredField,
  type ResourceName,
} from "../fields"
import HtmlField from "./HtmlField"
import HtmlInput from "./HtmlInput"
import ImageUrlInput from "./ImageUrlInput"

// How each kind of field of schemas/content.ts is shown and edited, so that every resource's
// list, form and page follow from its schema. A record's times are dates too.

export type FieldComponent = React.ComponentType<
  FieldProps & { source: string }
>

const kindOf = (resource: ResourceName, field: string): FieldKind =>
  field === "createdAt" || field === "updatedAt"
    ? "date"
    : (fieldKind(resource, field) ?? "text")

const LongTextField: FieldComponent = (props) => (
  <TextField {...props} sx={{ whiteSpace: "pre-line" }} />
)

// A small preview in a list row, so records can be told apart at a glance.
const Thumbnail: FieldComponent = (props) => (
  <ImageField
    {...props}
    sx={{ "& img": { maxWidth: 72, maxHeight: 48, objectFit: "cover", m: 0 } }}
  />
)

// A record without a link shows a dash, not an empty anchor with no name.
const LinkField: FieldComponent = (props) => {
  const record = useRecordContext(props)
  return record?.[props.source] ? (
    <UrlField {...props} />
  ) : (
    <TextField {...props} emptyText="—" />
  )
}

const shown: Record<FieldKind, FieldComponent> = {
  text: TextField,
  longText: LongTextField,
  html: HtmlField,
  url: LinkField,
  date: DateField,
  integer: NumberField,
  email: EmailField,
  boolean: BooleanField,
}

/** The component that shows a field: on a record's page, or in a list's cell. */
export function fieldComponent(
  resource: ResourceName,
  field: string,
  where: "page" | "list"
): FieldComponent {
  if (isImageField(resource, field))
    return where === "list" ? Thumbnail : ImageField
  if (where === "list" && kindOf(resource, field) === "longText")
    return TextField
  return shown[kindOf(resource, field)]
}

export const isNumeric = (resource: ResourceName, field: string) =>
  kindOf(resource, field) === "integer"

/** The input that edits a field in a form. */
export function fieldInput(
  resource: ResourceName,
  field: string
): React.ReactElement {
  if (isImageField(resource, field))
    return <ImageUrlInput key={field} source={field} />
  const props = {
    source: field,
    ...(isRequiredField(resource, field) && { validate: required() }),
  }
  switch (kindOf(resource, field)) {
    case "longText":
      return <TextInput key={field} {...props} multiline minRows={5} />
    case "html":
      return <HtmlInput key={field} {...props} />
    case "date":
      return <DateInput key={field} {...props} />
    case "integer":
      return <NumberInput key={field} {...props} step={1} />
    case "boolean":
      return <BooleanInput key={field} {...props} />
    case "email":
      return <TextInput key={field} {...props} type="email" />
    default:
      return <TextInput key={field} {...props} />
  }
}
