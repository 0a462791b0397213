import * as React from "react"
import {
  DateField,
  SelectField,
  useRecordContext,
  useTranslate,
  type SelectFieldProps,
} from "react-admin"
import { AUDIT_ACTIONS, AUDIT_RESOURCES } from "../../schemas/audit"

export const actionChoices = AUDIT_ACTIONS.map((id) => ({
  id,
  name: `admin.audit.actions.${id}`,
}))

export const resourceChoices = AUDIT_RESOURCES.map((id) => ({
  id,
  name: `admin.audit.resources.${id}`,
}))

export function ActionField(
  props: Omit<SelectFieldProps, "choices" | "source"> & { source?: string }
) {
  return (
    <SelectField
      {...props}
      source={props.source ?? "action"}
      choices={actionChoices}
    />
  )
}

export function AtField() {
  return <DateField source="at" showTime />
}

/** The fields an entry changed, one per line: "title: Old → New". */
export function ChangesField() {
  const record = useRecordContext()
  const translate = useTranslate()
  const changes = (record?.changes ?? {}) as Record<string, unknown>
  const lines = Object.entries(changes).map(([field, value]) =>
    Array.isArray(value) && value.length === 2
      ? `${field}: ${show(value[0])} → ${show(value[1])}`
      : `${field}: ${show(value)}`
  )
  if (!lines.length) return <span>{translate("admin.audit.no_changes")}</span>
  return (
    <span style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
      {lines.join("\n")}
    </span>
  )
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—"
  const text = typeof value === "string" ? value : JSON.stringify(value)
  return text.length > 120 ? `${text.slice(0, 119)}…` : text
}
