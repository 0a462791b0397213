import * as React from "react"
import PublishIcon from "@mui/icons-material/Publish"
import UnpublishedIcon from "@mui/icons-material/UnpublishedOutlined"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import {
  Button,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
} from "react-admin"
import type { PanelDataProvider } from "../dataProvider"
import { PUBLISH_STATUS } from "./usePublishStatus"

// 'Publish' (the draft becomes the live version at the next build) or 'Unpublish' (the live
// version leaves the site at the next build) on a record's page. A draft that is not ready is
// refused with the field that is missing. What happens next is the record's LiveStatus.
export default function WorkflowButton({
  action,
}: {
  action: "publish" | "unpublish"
}) {
  const record = useRecordContext()
  const resource = useResourceContext()!
  const dataProvider = useDataProvider<PanelDataProvider>()
  const notify = useNotify()
  const refresh = useRefresh()
  const queryClient = useQueryClient()
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider[action](resource, record!.id),
    onSuccess: () => {
      notify(`admin.workflow.${action}ed`, { type: "info" })
      refresh()
      void queryClient.invalidateQueries({ queryKey: PUBLISH_STATUS })
    },
    onError: (error: Error) =>
      notify(error.message, { type: "error", autoHideDuration: null }),
  })
  if (!record) return null
  const shown =
    action === "publish"
      ? record.state !== "published"
      : record.status === "published"
  if (!shown) return null
  return (
    <Button
      label={`admin.workflow.${action}`}
      onClick={() => mutate()}
      disabled={isPending}
      variant={action === "publish" ? "contained" : "text"}
    >
      {action === "publish" ? <PublishIcon /> : <UnpublishedIcon />}
    </Button>
  )
}
