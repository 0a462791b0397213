import * as React from "react"
import { Chip } from "@mui/material"
import { useRecordContext, useTranslate } from "react-admin"
import { contactStatuses, type ContactStatus } from "../fields"

const colors: Record<
  ContactStatus,
  "default" | "info" | "warning" | "success" | "error"
> = {
  new: "info",
  in_progress: "warning",
  answered: "success",
  closed: "default",
  spam: "error",
}

export const statusChoices = contactStatuses.map((id) => ({
  id,
  name: `resources.contacts.statuses.${id}`,
}))

/** Where the enquiry is in the office's hands. */
export default function StatusField(_props: {
  source?: string
  label?: React.ReactNode
}) {
  const record = useRecordContext()
  const translate = useTranslate()
  const status = record?.status as ContactStatus | undefined
  if (!status) return null
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[status]}
      label={translate(`resources.contacts.statuses.${status}`)}
    />
  )
}
