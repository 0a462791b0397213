import * as React from "react"
import { DateField, Show, SimpleShowLayout, TextField } from "react-admin"

export default function EventShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="title" />
        <DateField source="date" />
        <TextField source="location" />
        <TextField source="description" sx={{ whiteSpace: "pre-line" }} />
        <DateField source="updatedAt" showTime />
      </SimpleShowLayout>
    </Show>
  )
}
