import * as React from "react"
import { Chip } from "@mui/material"
import { useRecordContext, useTranslate, type FieldProps } from "react-admin"

const colors = {
  pending: "warning",
  sent: "success",
  failed: "error",
} as const

type State = keyof typeof colors

export const notificationChoices = (Object.keys(colors) as State[]).map(
  (id) => ({ id, name: `admin.notification.${id}` })
)

// The state of the e-mail that told the office of this enquiry: pending, sent or failed; a dash
// for a record that has none (a newsletter sign-up, spam).
export default function NotificationField({ source }: FieldProps) {
  const record = useRecordContext()
  const translate = useTranslate()
  const state = record?.[source] as State | null | undefined
  if (!state) return <span>—</span>
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[state]}
      label={translate(`admin.notification.${state}`)}
    />
  )
}
