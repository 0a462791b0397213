import * as React from "react"
import { Chip } from "@mui/material"
import { useRecordContext, useTranslate } from "react-admin"

const colors = {
  pending: "warning",
  approved: "success",
  rejected: "error",
} as const

export const teacherStatusChoices = Object.keys(colors).map((id) => ({
  id,
  name: `resources.teachers.statuses.${id}`,
}))

/** Pending until staff approve or reject the registration. */
export default function TeacherStatusField(_props: {
  source?: string
  label?: React.ReactNode
}) {
  const record = useRecordContext()
  const translate = useTranslate()
  const status = record?.status as keyof typeof colors | undefined
  if (!status) return null
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[status]}
      label={translate(`resources.teachers.statuses.${status}`)}
    />
  )
}
