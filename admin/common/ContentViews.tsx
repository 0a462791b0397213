import * as React from "react"
import {
  BooleanField,
  Create,
  DateField,
  Edit,
  EditButton,
  EmailField,
  ImageField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  UrlField,
  useResourceContext,
} from "react-admin"
import {
  fieldKind,
  fieldNames,
  isImageField,
  type ResourceName,
} from "../fields"
import type { FieldKind } from "../../schemas/content"
import HtmlField from "./HtmlField"
import { toPayload } from "./payload"
import PublicPageLink from "./PublicPageLink"

/**
 * The Create, Edit and Show screens of every content resource: its form inside react-admin's
 * Create or Edit, saving exactly the resource's fields (payload.ts) and showing the record once
 * saved. A resource's index.ts spreads them beside its list: `...contentViews(BannerForm)`.
 */
export function contentViews(Form: React.ComponentType, show: ShowExtras = {}) {
  function ContentCreate() {
    const resource = useResourceContext() as ResourceName
    return (
      <Create redirect="show" transform={toPayload(resource)}>
        <Form />
      </Create>
    )
  }
  function ContentEdit() {
    const resource = useResourceContext() as ResourceName
    return (
      <Edit
        redirect="show"
        mutationMode="pessimistic"
        transform={toPayload(resource)}
      >
        <Form />
      </Edit>
    )
  }
  const actions = show.publicPage && (
    <TopToolbar>
      <PublicPageLink path={show.publicPage} />
      <EditButton />
    </TopToolbar>
  )
  return {
    create: ContentCreate,
    edit: ContentEdit,
    show: contentShow({
      actions,
      after: [<DateField key="updatedAt" source="updatedAt" showTime />],
      ...show,
    }),
  }
}

/** What a resource's Show screen has beside its fields. */
export interface ShowExtras {
  /** The public page that renders the record, linked from the top bar beside Edit. */
  publicPage?: (id: string) => string
  /** The top bar; by default react-admin's, with Edit where the resource has an edit screen. */
  actions?: React.ReactElement | false
  /** Fields drawn by a component of their own rather than by their kind. */
  fields?: Partial<Record<string, React.ComponentType<{ source: string }>>>
  /** Shown after the resource's fields, each with its label. */
  after?: React.ReactElement[]
}

/**
 * A record's Show screen: every field of its resource in the schema's order
 * (schemas/content.ts), each drawn by its kind, then the resource's extras.
 */
export function contentShow({ actions, fields = {}, after = [] }: ShowExtras) {
  return function ContentShow() {
    const resource = useResourceContext() as ResourceName
    return (
      <Show actions={actions}>
        <SimpleShowLayout>
          {fieldNames(resource).map((field) => {
            const Field = fields[field]
            if (Field) return <Field key={field} source={field} />
            const kind = fieldKind(resource, field) ?? "text"
            return fieldByKind[kind](field, isImageField(resource, field))
          })}
          {after}
        </SimpleShowLayout>
      </Show>
    )
  }
}

// `key` and `source` name the field: SimpleShowLayout labels each child by its source.
const fieldByKind: Record<
  FieldKind,
  (source: string, image: boolean) => React.ReactElement
> = {
  text: (source) => <TextField key={source} source={source} />,
  longText: (source) => (
    <TextField key={source} source={source} sx={{ whiteSpace: "pre-line" }} />
  ),
  html: (source) => <HtmlField key={source} source={source} />,
  url: (source, image) =>
    image ? (
      <ImageField key={source} source={source} />
    ) : (
      <UrlField key={source} source={source} />
    ),
  date: (source) => <DateField key={source} source={source} />,
  integer: (source) => <NumberField key={source} source={source} />,
  email: (source) => <EmailField key={source} source={source} />,
  boolean: (source) => <BooleanField key={source} source={source} />,
}
