import * as React from "react"
import RestoreIcon from "@mui/icons-material/SettingsBackupRestore"
import { Chip } from "@mui/material"
import {
  DataTable,
  DateField,
  List,
  useRecordContext,
  useTranslate,
} from "react-admin"
import ConfirmButton from "../common/ConfirmButton"
import ResponsiveList from "../common/ResponsiveList"
import { usePanelMutation } from "../common/usePanelMutation"
import type { Release } from "../../schemas/publishing"

// Releases: the last builds of the site that went live, newest first, with what started each,
// the records it changed and how long it took. 'Restore' makes an earlier one live at once,
// without a build, and pauses automatic publishing until someone resumes it.
export default function ReleaseList() {
  const translate = useTranslate()
  return (
    <List
      sort={{ field: "builtAt", order: "DESC" }}
      pagination={false}
      perPage={100}
      exporter={false}
      empty={false}
    >
      <ResponsiveList<Release>
        primaryText={when}
        secondaryText={(release) => release.trigger}
        tertiaryText={<Restore />}
        rowClick={false}
        bulkActionButtons={false}
      >
        <DataTable.Col source="builtAt" field={DateField} />
        <DataTable.Col source="trigger" />
        <DataTable.Col<Release> source="changed" disableSort render={changes} />
        <DataTable.Col<Release>
          source="durationMs"
          render={(release) =>
            translate("admin.releases.seconds", {
              seconds: Math.round(release.durationMs / 1000),
            })
          }
        />
        <DataTable.Col label="admin.releases.live" disableSort>
          <Restore />
        </DataTable.Col>
      </ResponsiveList>
    </List>
  )
}

const when = (release: Release) =>
  new Date(release.builtAt).toLocaleString(undefined, {
    dateStyle: "medium",
    timeStyle: "short",
  })

const changes = (release: Release) =>
  release.changed
    .map((change) => `${change.title} (${change.action})`)
    .join(", ")

function Restore() {
  const record = useRecordContext<Release>()
  const translate = useTranslate()
  const restore = usePanelMutation(
    (dataProvider) => dataProvider.restoreRelease(record!.id),
    () => "admin.releases.restored",
    { publishing: true }
  )
  if (!record) return null
  if (record.live)
    return (
      <Chip
        size="small"
        color="success"
        label={translate("admin.releases.live")}
      />
    )
  return (
    <ConfirmButton
      label="admin.releases.restore"
      icon={<RestoreIcon />}
      mutation={restore}
    />
  )
}
