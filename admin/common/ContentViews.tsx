import * as React from "react"
import {
  Create,
  DataTable,
  DateField,
  Edit,
  Show,
  SimpleForm,
  SimpleShowLayout,
  useCanAccess,
  useNotify,
  useResourceContext,
  type RaRecord,
} from "react-admin"
import { Route } from "react-router-dom"
import ContentList from "../editorial/ContentList"
import EditorialShow from "../editorial/EditorialShow"
import EditorialToolbar from "../editorial/EditorialToolbar"
import HistoryView from "../editorial/HistoryView"
import ScheduleInputs from "../editorial/ScheduleInputs"
import {
  fieldKind,
  fieldNames,
  isImageField,
  type ResourceName,
} from "../fields"
import BulkDelete from "./BulkDelete"
import PanelList from "./PanelList"
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
import SearchAndSocial, { searchAndSocialFields } from "./SearchAndSocial"

/**
 * The screens of one of the site's resources, all drawn from its schema (schemas/content.ts),
 * with the editorial workflow: the list (each record's state, a filter by it, Publish and
 * Unpublish on the records ticked), the form that saves a draft (its fields, its schedule,
 * Preview; saving exactly the resource's fields, payload.ts), the record's page (Publish,
 * Unpublish, Preview, History, what became of its last publish) and its History. A resource's
 * index.ts says only what differs:
 * `contentViews({ icon, list: { sort: ["order", "ASC"], columns: ["order", "title"] } })`.
 * Every screen shows only what the role may do (react-admin's canAccess, from the permissions
 * table the server enforces): a teacher drafts their course and previews it, staff publish it.
 * A record's page ends with who did what to it, from the audit trail.
 */
export function contentViews({
  icon,
  recordRepresentation = "title",
  list,
  publicPage,
  fields,
  inputs,
  restricted = {},
}: ContentOptions) {
  const columns = { ...list, publicPage, fields }
  function EditorialList() {
    const resource = useResourceContext() as ResourceName
    const allowed = useAllowed(restricted)
    return (
      <ContentList
        sort={{ field: list.sort[0], order: list.sort[1] }}
        title={fieldNames(resource)[0]}
      >
        {listColumns(resource, {
          ...columns,
          columns: list.columns.filter(allowed),
        })}
      </ContentList>
    )
  }
  function EditorialPage() {
    return (
      <EditorialShow>
        <ShowLayout
          fields={fields}
          restricted={restricted}
          after={[<DateField key="updatedAt" source="updatedAt" showTime />]}
        />
        <RecordHistory />
      </EditorialShow>
    )
  }
  return {
    list: EditorialList,
    create: contentCreate({ inputs, restricted, editorial: true }),
    edit: contentEdit({ inputs, restricted, editorial: true }),
    show: EditorialPage,
    children: <Route path=":id/history" element={<HistoryView />} />,
    icon,
    recordRepresentation,
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
  /** The menu's icon. */
  icon: React.ComponentType
  /** The field that names a record (in a reference, a page's title); the title by default. */
  recordRepresentation?: string
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
      <PanelList filters={filters} sort={{ field: sort[0], order: sort[1] }}>
        {notice}
        <ResponsiveList
          bulkActionButtons={bulkActions}
          primaryText={row.primary}
          secondaryText={row.secondary}
          tertiaryText={row.tertiary}
        >
          {listColumns(resource, { sort, columns: shown, publicPage, fields })}
          {trailing}
        </ResponsiveList>
      </PanelList>
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
  /** The site's resources: the form saves a draft, with its schedule and Preview. */
  editorial?: boolean
  /** A record being edited: its draft saves itself a few seconds after typing stops. */
  autosave?: boolean
}

// The form of one of the site's resources saves a draft: the record's fields, then when the
// server is to publish and unpublish it (for the roles that publish); its toolbar has Save,
// Preview and Delete (to Trash), and, when editing, the draft's last autosave.
function ContentForm({
  inputs = {},
  restricted = {},
  editorial = false,
  autosave = false,
}: FormOptions) {
  const resource = useResourceContext() as ResourceName
  const allowed = useAllowed(restricted)
  const { canAccess: schedules } = useCanAccess({ action: "publish" })
  // A page's address and snippet are a part of their own, after the record's fields.
  const inSection = searchAndSocialFields(resource)
  return (
    <SimpleForm
      toolbar={editorial ? <EditorialToolbar autosave={autosave} /> : undefined}
      // Leaving with unsaved changes asks first.
      warnWhenUnsavedChanges
    >
      {fieldNames(resource)
        .filter(allowed)
        .filter((field) => !inSection.includes(field))
        .map((field) => (
          <React.Fragment key={field}>
            {inputs[field] ?? fieldInput(resource, field)}
          </React.Fragment>
        ))}
      {inSection.length > 0 && <SearchAndSocial />}
      {editorial && schedules && <ScheduleInputs />}
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
        <ContentForm {...options} autosave={options.editorial} />
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

/** A record's fields in the schema's order (those the role may see), then the extras. */
function ShowLayout({
  fields = {},
  after = [],
  restricted = {},
}: Omit<ShowOptions, "actions">) {
  const resource = useResourceContext() as ResourceName
  const allowed = useAllowed(restricted)
  return (
    <SimpleShowLayout>
      {fieldNames(resource)
        .filter(allowed)
        .map((field) => {
          const Field = fields[field] ?? fieldComponent(resource, field, "page")
          return <Field key={field} source={field} />
        })}
      {after}
    </SimpleShowLayout>
  )
}

/**
 * A record's page: every field of its resource, then the extras, then who did what to it (for
 * those who may read the audit trail).
 */
export function contentShow({ actions, ...layout }: ShowOptions) {
  return function ContentShow() {
    return (
      <Show actions={actions}>
        <ShowLayout {...layout} />
        <RecordHistory />
      </Show>
    )
  }
}
