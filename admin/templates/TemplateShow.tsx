import * as React from "react"
import { DateField, ImageField, SimpleShowLayout, TextField } from "react-admin"
import EditorialShow from "../editorial/EditorialShow"

export default function TemplateShow() {
  return (
    <EditorialShow>
      <SimpleShowLayout>
        <TextField source="title" />
        <TextField source="category" />
        <ImageField source="image" />
        <DateField source="updatedAt" showTime />
      </SimpleShowLayout>
    </EditorialShow>
  )
}
