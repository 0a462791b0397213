import * as React from "react"
import { Alert } from "@mui/material"
import { useTranslate } from "react-admin"
import { useNotificationStatus } from "./useNotificationStatus"

// Said wherever enquiries are listed when the server has no SMTP_URL: they are stored, and their
// e-mails wait, pending, until mail is configured.
export default function MailNotice() {
  const translate = useTranslate()
  const { data } = useNotificationStatus()
  if (!data || data.configured) return null
  return (
    <Alert severity="warning" role="status" sx={{ m: 1 }}>
      {translate("admin.notification.not_configured", {
        pending: data.contacts.pending + data.teachers.pending,
      })}
    </Alert>
  )
}
