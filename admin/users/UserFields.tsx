import * as React from "react"
import { Chip } from "@mui/material"
import { SelectField, useRecordContext, useTranslate } from "react-admin"

export const roleChoices = [
  { id: "admin", name: "admin.users.roles.admin" },
  { id: "editor", name: "admin.users.roles.editor" },
]

export function RoleField() {
  return <SelectField source="role" choices={roleChoices} />
}

/** Invited (the link not used yet), active, or disabled. */
export function AccountStateField() {
  const record = useRecordContext()
  const translate = useTranslate()
  if (!record) return null
  const state = record.disabled ? "disabled" : record.status
  return (
    <Chip
      size="small"
      variant="outlined"
      color={
        state === "active"
          ? "success"
          : state === "disabled"
            ? "error"
            : "warning"
      }
      label={translate(`admin.users.states.${state}`)}
    />
  )
}
