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
  useCanAccess,
  useResourceContext,
  type RaRecord,
} from "react-admin"
import {
  fieldKind,
  fieldNames,
  isImageField,
  type ResourceName,
} from "../fields"
import BulkDelete from "./BulkDelete"
import ListActions from "./ListActions"
import RecordHistory from "./RecordHistory"
import ResponsiveList from "./ResponsiveList"
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
 * Every screen shows only what the role may do (react-admin's canAccess, from the permissions
 * table the server enforces), and a record's page ends with its history from the audit trail.
 */
export function contentViews({
  list,
  publicPage,
  fields,
  inputs,
  restricted,
}: ContentOptions) {
  const actions = publicPage && (
    <TopToolbar>
      <PublicPageLink path={publicPage} />
      <EditButton />
    </TopToolbar>
  )
  return {
    list: contentList({ ...list, publicPage, fields, restricted }),
    create: contentCreate({ inputs, restricted }),
    edit: contentEdit({ inputs, restricted }),
    show: contentShow({
      actions,
      fields,
      restricted,
      after: [<DateField key="updatedAt" source="updatedAt" showTime />],
    }),
  }
}

/**
 * Fields shown only to the roles that may make a call: a course's teacher is a `teachers` record,
 * which only staff may read, so a teacher sees neither the column, the choice nor the field.
 */
export type Restricted = Partial<
  Record<string, { resource: string; action: string }>
>

export interface ContentOptions {
  list: ListOptions
  /** The public page that renders a record, linked from its row and its page. */
  publicPage?: (id: string) => string
  /** Fields drawn by a component of their own rather than by their kind. */
  fields?: Partial<Record<string, FieldComponent>>
  /** Fields edited by an input of their own rather than by their kind. */
  inputs?: Partial<Record<string, React.ReactElement>>
  restricted?: Restricted
}

/** What a phone shows of each row (react-admin's SimpleList): two or three lines. */
export interface PhoneRow {
  primary: (record: RaRecord) => string
  secondary?: (record: RaRecord) => string
  tertiary?: (record: RaRecord) => string
}

export interface ListOptions {
  sort: [field: string, order: "ASC" | "DESC"]
  /** The columns: fields of the resource, `createdAt` or `updatedAt`. */
  columns: string[]
  publicPage?: (id: string) => string
  fields?: Partial<Record<string, FieldComponent>>
  filters?: React.ReactElement[]
  /** Shown above the rows. */
  notice?: React.ReactElement
  /** What a selection of rows offers; by default, delete (where the role may). */
  bulkActions?: React.ReactElement | false
  /** The lines of a row on a phone; by default the first text column and the first date. */
  phone?: PhoneRow
  restricted?: Restricted
  /** A last column of the table: a button a row offers. */
  trailing?: React.ReactElement
}

/**
 * A resource's list: its columns, sortable, paginated, searchable, each row opening the record; a
 * table on a wide screen and a simple list on a phone. The export is the server's CSV, which the
 * audit trail records (ListActions).
 */
export function contentList({
  sort,
  columns,
  publicPage,
  fields = {},
  filters = searchFilters,
  notice,
  bulkActions = <BulkDelete />,
  phone,
  restricted = {},
  trailing,
}: ListOptions) {
  return function ContentList() {
    const resource = useResourceContext() as ResourceName
    const allowed = useAllowed(restricted)
    const shown = columns.filter(allowed)
    const row = phone ?? phoneRow(resource, shown)
    return (
      <List
        filters={filters}
        sort={{ field: sort[0], order: sort[1] }}
        actions={<ListActions />}
      >
        {notice}
        <ResponsiveList
          bulkActionButtons={bulkActions}
          primaryText={row.primary}
          secondaryText={row.secondary}
          tertiaryText={row.tertiary}
        >
          {shown.map((column) => {
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
          {trailing}
        </ResponsiveList>
      </List>
    )
  }
}

/** Whether each restricted field may be shown to the signed-in role (every other field may). */
function useAllowed(restricted: Restricted) {
  // One hook call per restricted field, in a fixed order for a given resource.
  const answers = Object.entries(restricted).map(
    ([field, call]) => [field, useCanAccess(call!).canAccess] as const
  )
  const refused = new Set(
    answers.filter(([, canAccess]) => !canAccess).map(([field]) => field)
  )
  return (field: string) => !refused.has(field)
}

const textOf = (value: unknown) => (value == null ? "" : String(value))

function phoneRow(resource: ResourceName, columns: string[]): PhoneRow {
  const isTime = (column: string) =>
    column === "createdAt" || column === "updatedAt"
  const texts = columns.filter(
    (column) =>
      !isTime(column) &&
      !isImageField(resource, column) &&
      fieldKind(resource, column) !== "integer"
  )
  const time = columns.find(isTime)
  const [first = columns[0], second] = texts
  return {
    primary: (record) => textOf(record[first]),
    secondary: second ? (record) => textOf(record[second]) : undefined,
    tertiary: time
      ? (record) =>
          record[time] ? new Date(record[time]).toLocaleDateString() : ""
      : undefined,
  }
}

interface FormOptions {
  inputs?: Partial<Record<string, React.ReactElement>>
  restricted?: Restricted
}

function ContentForm({ inputs = {}, restricted = {} }: FormOptions) {
  const resource = useResourceContext() as ResourceName
  const allowed = useAllowed(restricted)
  return (
    <SimpleForm>
      {fieldNames(resource)
        .filter(allowed)
        .map((field) => (
          <React.Fragment key={field}>
            {inputs[field] ?? fieldInput(resource, field)}
          </React.Fragment>
        ))}
    </SimpleForm>
  )
}

function contentCreate(options: FormOptions) {
  return function ContentCreate() {
    const resource = useResourceContext() as ResourceName
    return (
      <Create redirect="show" transform={toPayload(resource)}>
        <ContentForm {...options} />
      </Create>
    )
  }
}

function contentEdit(options: FormOptions) {
  return function ContentEdit() {
    const resource = useResourceContext() as ResourceName
    return (
      <Edit
        redirect="show"
        mutationMode="pessimistic"
        transform={toPayload(resource)}
      >
        <ContentForm {...options} />
      </Edit>
    )
  }
}

/** What a record's page has beside its fields. */
export interface ShowOptions {
  /** The top bar; by default react-admin's, with Edit where the resource has an edit screen. */
  actions?: React.ReactElement | false
  fields?: Partial<Record<string, FieldComponent>>
  /** Shown after the resource's fields, each with its label. */
  after?: React.ReactElement[]
  restricted?: Restricted
}

/**
 * A record's page: every field of its resource in the schema's order, then the extras, then who
 * did what to it (for those who may read the audit trail).
 */
export function contentShow({
  actions,
  fields = {},
  after = [],
  restricted = {},
}: ShowOptions) {
  return function ContentShow() {
    const resource = useResourceContext() as ResourceName
    const allowed = useAllowed(restricted)
    return (
      <Show actions={actions}>
        <SimpleShowLayout>
          {fieldNames(resource)
            .filter(allowed)
            .map((field) => {
              const Field =
                fields[field] ?? fieldComponent(resource, field, "page")
              return <Field key={field} source={field} />
            })}
          {after}
        </SimpleShowLayout>
        <RecordHistory />
      </Show>
    )
  }
}
