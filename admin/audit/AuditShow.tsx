import * as React from "react"
import { Show, SimpleShowLayout, TextField } from "react-admin"
import { ActionField, AtField, ChangesField } from "./AuditFields"

export default function AuditShow() {
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <AtField />
        <TextField source="actor" />
        <TextField source="ip" />
        <ActionField />
        <TextField source="resource" />
        <TextField source="recordId" />
        <ChangesField />
      </SimpleShowLayout>
    </Show>
  )
}
