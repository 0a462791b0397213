import * as React from "react"
import SendIcon from "@mui/icons-material/Send"
import { useRecordContext, useResourceContext } from "react-admin"
import MutationButton from "../common/MutationButton"
import { usePanelMutation } from "../common/usePanelMutation"
import type { NotifiedResource } from "../dataProvider"

// Sends a failed enquiry e-mail again (one that failed for 24 hours is tried no more by itself);
// shown only on a failed one.
export default function ResendNotificationButton() {
  const record = useRecordContext()
  const resource = useResourceContext() as NotifiedResource
  const resend = usePanelMutation(
    (dataProvider) => dataProvider.resendNotification(resource, record!.id),
    ({ message }) => message
  )
  if (record?.notification !== "failed") return null
  return (
    <MutationButton
      label="admin.notification.resend"
      icon={<SendIcon />}
      mutation={resend}
    />
  )
}
