import * as React from "react"
import { DateField, ImageField, SimpleShowLayout, TextField } from "react-admin"
import EditorialShow from "../editorial/EditorialShow"

export default function NewsShow() {
  return (
    <EditorialShow>
      <SimpleShowLayout>
        <TextField source="title" />
        <DateField source="date" />
        <TextField source="content" sx={{ whiteSpace: "pre-line" }} />
        <ImageField source="image" />
        <DateField source="updatedAt" showTime />
      </SimpleShowLayout>
    </EditorialShow>
  )
}
