import * as React from "react"
import { Alert, Card, CardContent, Grid, Typography } from "@mui/material"
import { useQuery } from "@tanstack/react-query"
import { useCanAccess, useDataProvider, useTranslate } from "react-admin"
import type { PanelDataProvider } from "../dataProvider"
import type { BackupStatus } from "../../schemas/backups"

// For administrators: when the last daily backup was written, or that it failed and why
// (GET /api/admin/backups/status). A failure newer than the last success is an error to act on.
export default function BackupCard() {
  const translate = useTranslate()
  const access = useCanAccess({ resource: "backups", action: "show" })
  const dataProvider = useDataProvider<PanelDataProvider>()
  const status = useQuery<BackupStatus>({
    queryKey: ["backups", "status"],
    queryFn: () => dataProvider.backupStatus(),
    enabled: access.canAccess === true,
  })
  if (!access.canAccess || !status.data) return null
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate("admin.dashboard.backups")}
          </Typography>
          <BackupLine status={status.data} />
        </CardContent>
      </Card>
    </Grid>
  )
}

function BackupLine({ status }: { status: BackupStatus }) {
  const translate = useTranslate()
  const when = (iso: string) => new Date(iso).toLocaleString()
  const failed =
    status.lastFailureAt !== null &&
    (status.lastSuccessAt === null ||
      status.lastFailureAt > status.lastSuccessAt)
  if (failed)
    return (
      <Alert severity="error" role="status">
        {translate("admin.dashboard.backup_failed", {
          at: when(status.lastFailureAt!),
          error: status.lastError ?? "",
        })}
      </Alert>
    )
  if (!status.dir)
    return (
      <Alert severity="warning" role="status">
        {translate("admin.dashboard.backups_off")}
      </Alert>
    )
  if (!status.lastSuccessAt)
    return (
      <Typography variant="body2">
        {translate("admin.dashboard.backups_none")}
      </Typography>
    )
  return (
    <Typography variant="body2">
      {translate("admin.dashboard.backup_last", {
        at: when(status.lastSuccessAt),
        count: status.archives.length,
        keep: status.keep,
      })}
    </Typography>
  )
}
