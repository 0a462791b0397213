import * as React from "react"
import { Alert, Stack } from "@mui/material"
import {
  DateField,
  Labeled,
  NumberField,
  TextField,
  useRecordContext,
  useTranslate,
} from "react-admin"
import NotificationField from "./NotificationField"

// The e-mail that told the office of this enquiry, on a contact's or teacher's page: its state,
// when it went, how often it was tried and, while it fails, why.
export default function NotificationDetails() {
  const record = useRecordContext()
  if (!record) return null
  if (record.spam) return <SpamNotice />
  if (!record.notification) return null
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: "wrap" }}>
      <Labeled source="notification">
        <NotificationField source="notification" />
      </Labeled>
      {record.notifiedAt && (
        <Labeled>
          <DateField source="notifiedAt" showTime />
        </Labeled>
      )}
      <Labeled>
        <NumberField source="notificationAttempts" />
      </Labeled>
      {record.notificationError && (
        <Labeled>
          <TextField source="notificationError" />
        </Labeled>
      )}
    </Stack>
  )
}

// A spam enquiry is never e-mailed: in place of the e-mail's state, why not.
function SpamNotice() {
  const translate = useTranslate()
  return (
    <Alert severity="info" role="status">
      {translate("admin.notification.spam")}
    </Alert>
  )
}
