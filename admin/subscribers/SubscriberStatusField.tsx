import * as React from "react"
import { Chip } from "@mui/material"
import { useRecordContext, useTranslate } from "react-admin"

const colors = {
  unconfirmed: "default",
  confirmed: "success",
  unsubscribed: "warning",
} as const

export const subscriberStatusChoices = Object.keys(colors).map((id) => ({
  id,
  name: `admin.subscribers.status.${id}`,
}))

export default function SubscriberStatusField(_props: {
  source?: string
  label?: string
}) {
  const record = useRecordContext<{ status?: keyof typeof colors }>()
  const translate = useTranslate()
  if (!record?.status) return null
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[record.status]}
      // The colour is the border's; the words stay in the text colour, which every theme keeps
      // readable (an orange label on white is not).
      sx={{ color: "text.primary" }}
      label={translate(`admin.subscribers.status.${record.status}`)}
    />
  )
}
