import * as React from "react"
import { Chip } from "@mui/material"
import { useRecordContext, useTranslate } from "react-admin"

const colors = {
  draft: "default",
  sending: "warning",
  sent: "success",
} as const

// An issue's status as a label: draft, sending or sent.
export default function StatusField(_props: {
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
      label={translate(`admin.newsletter.status.${record.status}`)}
    />
  )
}
