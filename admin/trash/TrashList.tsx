import * as React from "react"
import DeleteForeverIcon from "@mui/icons-material/DeleteForever"
import RestoreFromTrashIcon from "@mui/icons-material/RestoreFromTrash"
import {
  BulkDeleteButton,
  DataTable,
  DateField,
  List,
  TopToolbar,
  useListContext,
  useRecordContext,
  useRedirect,
  useTranslate,
  useUnselectAll,
  type RaRecord,
} from "react-admin"
import ConfirmButton from "../common/ConfirmButton"
import PanelButton from "../common/PanelButton"
import ResponsiveList from "../common/ResponsiveList"
import { usePanelMutation } from "../common/usePanelMutation"

// Trash: what was deleted from the site's resources and the media library, newest first, kept 30
// days. A record comes back as a draft, an image to the library (whose page then opens); 'Delete
// for good' and 'Empty Trash' delete for good, revisions and all.
export default function TrashList() {
  const translate = useTranslate()
  const kind = (record: RaRecord) =>
    translate(`resources.${record.resource}.name`, { smart_count: 1 })
  return (
    <List
      sort={{ field: "deletedAt", order: "DESC" }}
      actions={
        <TopToolbar>
          <EmptyTrashButton />
        </TopToolbar>
      }
      empty={false}
    >
      <ResponsiveList
        primaryText={(record: RaRecord) => record.title}
        secondaryText={(record: RaRecord) => kind(record)}
        tertiaryText={<RestoreButton />}
        rowClick={false}
        bulkActionButtons={
          <>
            <BulkRestoreButton />
            <BulkDeleteButton
              mutationMode="pessimistic"
              label="admin.trash.delete_for_good"
            />
          </>
        }
      >
        <DataTable.Col source="title" />
        <DataTable.Col source="resource" render={kind} />
        <DataTable.Col source="deletedAt" field={DateField} />
        <DataTable.Col source="deletedBy" />
        <DataTable.Col label="admin.trash.restore" disableSort>
          <RestoreButton />
        </DataTable.Col>
      </ResponsiveList>
    </List>
  )
}

// With `imageId`, the one entry restored is that media item, whose page opens after.
function useRestore(imageId?: RaRecord["id"]) {
  const redirect = useRedirect()
  return usePanelMutation(
    async (dataProvider, ids: RaRecord["id"][]) => {
      for (const id of ids) await dataProvider.restoreFromTrash(id)
      return ids.length
    },
    (count) =>
      imageId === undefined
        ? ["admin.trash.restored", { smart_count: count }]
        : "admin.trash.restored_image",
    imageId === undefined
      ? {}
      : { next: () => redirect("edit", "media", imageId) }
  )
}

function RestoreButton() {
  const record = useRecordContext()
  const { mutate, isPending } = useRestore(
    record?.resource === "media" ? record.recordId : undefined
  )
  if (!record) return null
  return (
    <PanelButton
      label="admin.trash.restore"
      onClick={() => mutate([record.id])}
      disabled={isPending}
    >
      <RestoreFromTrashIcon />
    </PanelButton>
  )
}

function BulkRestoreButton() {
  const { selectedIds } = useListContext()
  const unselectAll = useUnselectAll("trash")
  const { mutate, isPending } = useRestore()
  return (
    <PanelButton
      label="admin.trash.restore"
      onClick={() => mutate(selectedIds, { onSuccess: () => unselectAll() })}
      disabled={isPending}
    >
      <RestoreFromTrashIcon />
    </PanelButton>
  )
}

function EmptyTrashButton() {
  const { total } = useListContext()
  const empty = usePanelMutation(
    (dataProvider) => dataProvider.emptyTrash(),
    () => "admin.trash.emptied"
  )
  return (
    <ConfirmButton
      label="admin.trash.empty"
      icon={<DeleteForeverIcon />}
      mutation={empty}
      disabled={!total}
    />
  )
}
