import * as React from "react"
import SendIcon from "@mui/icons-material/Send"
import { useMutation } from "@tanstack/react-query"
import {
  Button,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
} from "react-admin"
import type { NotifiedResource, PanelDataProvider } from "../dataProvider"

// Sends a failed enquiry e-mail again (one that failed for 24 hours is tried no more by itself);
// shown only on a failed one.
export default function ResendNotificationButton() {
  const record = useRecordContext()
  const resource = useResourceContext() as NotifiedResource
  const dataProvider = useDataProvider<PanelDataProvider>()
  const notify = useNotify()
  const refresh = useRefresh()
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.resendNotification(resource, record!.id),
    onSuccess: ({ message }) => {
      notify(message, { type: "info" })
      refresh()
    },
    onError: (error: Error) => notify(error.message, { type: "error" }),
  })
  if (record?.notification !== "failed") return null
  return (
    <Button
      label="admin.notification.resend"
      onClick={() => mutate()}
      disabled={isPending}
    >
      <SendIcon />
    </Button>
  )
}
