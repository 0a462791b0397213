import * as React from "react"
import { DateField, SimpleShowLayout, TextField } from "react-admin"
import EditorialShow from "../editorial/EditorialShow"

export default function EventShow() {
  return (
    <EditorialShow>
      <SimpleShowLayout>
        <TextField source="title" />
        <DateField source="date" />
        <TextField source="location" />
        <TextField source="description" sx={{ whiteSpace: "pre-line" }} />
        <DateField source="updatedAt" showTime />
      </SimpleShowLayout>
    </EditorialShow>
  )
}
