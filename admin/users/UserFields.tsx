import * as React from "react"
import { Chip } from "@mui/material"
import {
  SelectField,
  SelectInput,
  useRecordContext,
  useTranslate,
  type SelectInputProps,
} from "react-admin"

export const roleChoices = [
  { id: "admin", name: "admin.users.roles.admin" },
  { id: "editor", name: "admin.users.roles.editor" },
]

export function RoleField() {
  return <SelectField source="role" choices={roleChoices} />
}

export function RoleInput(props: Omit<SelectInputProps, "source" | "choices">) {
  return <SelectInput source="role" choices={roleChoices} {...props} />
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
