import * as React from "react"
import { Alert, Button } from "@mui/material"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useDataProvider, useNotify, useTranslate } from "react-admin"
import type { PanelDataProvider } from "../dataProvider"
import { PUBLISH_STATUS, usePublishStatus } from "./usePublishStatus"

// On every screen while an earlier release is live: automatic publishing is paused, so saves and
// publishes wait instead of undoing the restore, until someone resumes it (which builds at once).
export default function PausedBanner() {
  const { data: status } = usePublishStatus()
  const dataProvider = useDataProvider<PanelDataProvider>()
  const notify = useNotify()
  const translate = useTranslate()
  const queryClient = useQueryClient()
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.resume(),
    onSuccess: (next) => {
      queryClient.setQueryData(PUBLISH_STATUS, next)
      notify("admin.paused.resumed", { type: "info" })
    },
    onError: (error: Error) => notify(error.message, { type: "error" }),
  })
  if (!status?.paused) return null
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ mt: 1, alignItems: "center" }}
      action={
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          onClick={() => mutate()}
          disabled={isPending}
        >
          {translate("admin.paused.resume")}
        </Button>
      }
    >
      {translate("admin.paused.text", {
        by: status.pausedBy ?? "",
        time: status.pausedAt
          ? new Date(status.pausedAt).toLocaleString(undefined, {
              dateStyle: "medium",
              timeStyle: "short",
            })
          : "",
      })}
    </Alert>
  )
}
