import * as React from "react"
import {
  Create,
  DataTable,
  DateField,
  Edit,
  EditButton,
  List,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TopToolbar,
  useResourceContext,
  type Exporter,
} from "react-admin"
import { fieldNames, isImageField, type ResourceName } from "../fields"
import BulkDelete from "./BulkDelete"
import {
  fieldComponent,
  fieldInput,
  isNumeric,
  type FieldComponent,
} from "./fieldKinds"
import { searchFilters } from "./filters"
import { toPayload } from "./payload"
import PublicPageLink from "./PublicPageLink"

/**
 * The screens of a content resource, all drawn from its schema (schemas/content.ts): the list,
 * the form that creates and edits a record (saving exactly the resource's fields, payload.ts),
 * and the record's page. A resource's index.ts says only what differs:
 * `...contentViews({ list: { sort: ["order", "ASC"], columns: ["order", "title"] } })`.
 */
export function contentViews({ list, publicPage, fields }: ContentOptions) {
  const actions = publicPage && (
    <TopToolbar>
      <PublicPageLink path={publicPage} />
      <EditButton />
    </TopToolbar>
  )
  return {
    list: contentList({ ...list, publicPage, fields }),
    create: ContentCreate,
    edit: ContentEdit,
    show: contentShow({
      actions,
      fields,
      after: [<DateField key="updatedAt" source="updatedAt" showTime />],
    }),
  }
}

export interface ContentOptions {
  list: ListOptions
  /** The public page that renders a record, linked from its row and its page. */
  publicPage?: (id: string) => string
  /** Fields drawn by a component of their own rather than by their kind. */
  fields?: Partial<Record<string, FieldComponent>>
}

export interface ListOptions {
  sort: [field: string, order: "ASC" | "DESC"]
  /** The columns: fields of the resource, `createdAt` or `updatedAt`. */
  columns: string[]
  publicPage?: (id: string) => string
  fields?: Partial<Record<string, FieldComponent>>
  filters?: React.ReactElement[]
  exporter?: Exporter
  /** Shown above the rows. */
  notice?: React.ReactElement
}

/** A resource's list: its columns, sortable, paginated, searchable, each row opening the record. */
export function contentList({
  sort,
  columns,
  publicPage,
  fields = {},
  filters = searchFilters,
  exporter,
  notice,
}: ListOptions) {
  return function ContentList() {
    const resource = useResourceContext() as ResourceName
    return (
      <List
        filters={filters}
        sort={{ field: sort[0], order: sort[1] }}
        exporter={exporter}
      >
        {notice}
        <DataTable rowClick="show" bulkActionButtons={<BulkDelete />}>
          {columns.map((column) => {
            if (isNumeric(resource, column))
              return <DataTable.NumberCol key={column} source={column} />
            return (
              <DataTable.Col
                key={column}
                source={column}
                field={
                  fields[column] ?? fieldComponent(resource, column, "list")
                }
                disableSort={isImageField(resource, column)}
              />
            )
          })}
          {publicPage && (
            <DataTable.Col label="admin.public_page" disableSort>
              <PublicPageLink path={publicPage} />
            </DataTable.Col>
          )}
        </DataTable>
      </List>
    )
  }
}

function ContentForm() {
  const resource = useResourceContext() as ResourceName
  return (
    <SimpleForm>
      {fieldNames(resource).map((field) => fieldInput(resource, field))}
    </SimpleForm>
  )
}

function ContentCreate() {
  const resource = useResourceContext() as ResourceName
  return (
    <Create redirect="show" transform={toPayload(resource)}>
      <ContentForm />
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
      <ContentForm />
    </Edit>
  )
}

/** What a record's page has beside its fields. */
export interface ShowOptions {
  /** The top bar; by default react-admin's, with Edit where the resource has an edit screen. */
  actions?: React.ReactElement | false
  fields?: Partial<Record<string, FieldComponent>>
  /** Shown after the resource's fields, each with its label. */
  after?: React.ReactElement[]
}

/** A record's page: every field of its resource in the schema's order, then the extras. */
export function contentShow({ actions, fields = {}, after = [] }: ShowOptions) {
  return function ContentShow() {
    const resource = useResourceContext() as ResourceName
    return (
      <Show actions={actions}>
        <SimpleShowLayout>
          {fieldNames(resource).map((field) => {
            const Field =
              fields[field] ?? fieldComponent(resource, field, "page")
            return <Field key={field} source={field} />
          })}
          {after}
        </SimpleShowLayout>
      </Show>
    )
  }
}
