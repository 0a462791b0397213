import * as React from "react"
import {
  Create,
  DataTable,
  DateField,
  Edit,
  List,
  Show,
  SimpleForm,
  SimpleShowLayout,
  useNotify,
  useResourceContext,
  type Exporter,
} from "react-admin"
import { Route } from "react-router-dom"
import ContentList from "../editorial/ContentList"
import EditorialShow from "../editorial/EditorialShow"
import EditorialToolbar from "../editorial/EditorialToolbar"
import HistoryView from "../editorial/HistoryView"
import ScheduleInputs from "../editorial/ScheduleInputs"
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
 * The screens of one of the site's resources, all drawn from its schema (schemas/content.ts),
 * with the editorial workflow: the list (each record's state, a filter by it, Publish and
 * Unpublish on the records ticked), the form that saves a draft (its fields, its schedule,
 * Preview), the record's page (Publish, Unpublish, Preview, History, what became of its last
 * publish) and its History. A resource's index.ts says only what differs:
 * `...contentViews({ list: { sort: ["order", "ASC"], columns: ["order", "title"] } })`.
 */
export function contentViews({ list, publicPage, fields }: ContentOptions) {
  const columns = { ...list, publicPage, fields }
  function EditorialList() {
    const resource = useResourceContext() as ResourceName
    return (
      <ContentList
        sort={{ field: list.sort[0], order: list.sort[1] }}
        title={fieldNames(resource)[0]}
      >
        {listColumns(resource, columns)}
      </ContentList>
    )
  }
  function EditorialPage() {
    return (
      <EditorialShow>
        <ShowLayout
          fields={fields}
          after={[<DateField key="updatedAt" source="updatedAt" showTime />]}
        />
      </EditorialShow>
    )
  }
  return {
    list: EditorialList,
    create: ContentCreate,
    edit: ContentEdit,
    show: EditorialPage,
    children: <Route path=":id/history" element={<HistoryView />} />,
  }
}

export interface ContentOptions {
  list: ListOptions
  /** The public page that renders a record, linked from its row. */
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

/** A list's columns, sortable, each drawn by its kind; then the link to the public page. */
function listColumns(
  resource: ResourceName,
  { columns, publicPage, fields = {} }: ListOptions
) {
  return [
    ...columns.map((column) => {
      if (isNumeric(resource, column))
        return <DataTable.NumberCol key={column} source={column} />
      return (
        <DataTable.Col
          key={column}
          source={column}
          field={fields[column] ?? fieldComponent(resource, column, "list")}
          disableSort={isImageField(resource, column)}
        />
      )
    }),
    publicPage && (
      <DataTable.Col key="public" label="admin.public_page" disableSort>
        <PublicPageLink path={publicPage} />
      </DataTable.Col>
    ),
  ]
}

/** A resource's list: its columns, sortable, paginated, searchable, each row opening the record. */
export function contentList(options: ListOptions) {
  const { sort, filters = searchFilters, exporter, notice } = options
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
          {listColumns(resource, options)}
        </DataTable>
      </List>
    )
  }
}

// The form saves a draft: the record's fields, then when the server is to publish and
// unpublish it; its toolbar has Save, Preview and Delete (to Trash).
function ContentForm() {
  const resource = useResourceContext() as ResourceName
  return (
    <SimpleForm toolbar={<EditorialToolbar />}>
      {fieldNames(resource).map((field) => fieldInput(resource, field))}
      <ScheduleInputs />
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
  const notify = useNotify()
  return (
    <Edit
      redirect="show"
      mutationMode="pessimistic"
      transform={toPayload(resource)}
      mutationOptions={{
        // A save over a newer version (409) names who saved it and when: it stays in view
        // until the editor has read it.
        onError: (error: Error & { status?: number }) =>
          notify(error.message, {
            type: "error",
            autoHideDuration: error.status === 409 ? null : undefined,
          }),
      }}
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

/** A record's fields in the schema's order, then the extras. */
function ShowLayout({ fields = {}, after = [] }: Omit<ShowOptions, "actions">) {
  const resource = useResourceContext() as ResourceName
  return (
    <SimpleShowLayout>
      {fieldNames(resource).map((field) => {
        const Field = fields[field] ?? fieldComponent(resource, field, "page")
        return <Field key={field} source={field} />
      })}
      {after}
    </SimpleShowLayout>
  )
}

/** A record's page: every field of its resource, then the extras. */
export function contentShow({ actions, ...layout }: ShowOptions) {
  return function ContentShow() {
    return (
      <Show actions={actions}>
        <ShowLayout {...layout} />
      </Show>
    )
  }
}
