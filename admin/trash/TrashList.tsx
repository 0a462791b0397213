import * as React from "react"
import DeleteForeverIcon from "@mui/icons-material/DeleteForever"
import RestoreFromTrashIcon from "@mui/icons-material/RestoreFromTrash"
import { useMediaQuery, type Theme } from "@mui/material"
import { useMutation } from "@tanstack/react-query"
import {
  BulkDeleteButton,
  Button,
  DataTable,
  DateField,
  List,
  SimpleList,
  TopToolbar,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUnselectAll,
  type RaRecord,
} from "react-admin"
import ConfirmButton from "../common/ConfirmButton"
import type { PanelDataProvider } from "../dataProvider"

// Trash: what was deleted from the site's resources, newest first, kept 30 days. A record comes
// back as a draft; 'Delete for good' and 'Empty Trash' delete for good, revisions and all.
export default function TrashList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"))
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
      {small ? (
        <SimpleList
          primaryText={(record: RaRecord) => record.title}
          secondaryText={(record: RaRecord) => kind(record)}
          tertiaryText={<RestoreButton />}
          linkType={false}
        />
      ) : (
        <DataTable
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
        </DataTable>
      )}
    </List>
  )
}

function useRestore() {
  const dataProvider = useDataProvider<PanelDataProvider>()
  const notify = useNotify()
  const refresh = useRefresh()
  return useMutation({
    mutationFn: async (ids: RaRecord["id"][]) => {
      for (const id of ids) await dataProvider.restoreFromTrash(id)
      return ids.length
    },
    onSuccess: (count) => {
      notify("admin.trash.restored", {
        type: "info",
        messageArgs: { smart_count: count },
      })
      refresh()
    },
    onError: (error: Error) => notify(error.message, { type: "error" }),
  })
}

function RestoreButton() {
  const record = useRecordContext()
  const { mutate, isPending } = useRestore()
  if (!record) return null
  return (
    <Button
      label="admin.trash.restore"
      onClick={() => mutate([record.id])}
      disabled={isPending}
    >
      <RestoreFromTrashIcon />
    </Button>
  )
}

function BulkRestoreButton() {
  const { selectedIds } = useListContext()
  const unselectAll = useUnselectAll("trash")
  const { mutate, isPending } = useRestore()
  return (
    <Button
      label="admin.trash.restore"
      onClick={() => mutate(selectedIds, { onSuccess: () => unselectAll() })}
      disabled={isPending}
    >
      <RestoreFromTrashIcon />
    </Button>
  )
}

function EmptyTrashButton() {
  const dataProvider = useDataProvider<PanelDataProvider>()
  const notify = useNotify()
  const refresh = useRefresh()
  const { total } = useListContext()
  const empty = useMutation({
    mutationFn: () => dataProvider.emptyTrash(),
    onSuccess: () => {
      notify("admin.trash.emptied", { type: "info" })
      refresh()
    },
    onError: (error: Error) => notify(error.message, { type: "error" }),
  })
  return (
    <ConfirmButton
      label="admin.trash.empty"
      icon={<DeleteForeverIcon />}
      mutation={empty}
      disabled={!total}
    />
  )
}
