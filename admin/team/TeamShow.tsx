import * as React from "react"
import { DateField, ImageField, SimpleShowLayout, TextField } from "react-admin"
import EditorialShow from "../editorial/EditorialShow"

export default function TeamShow() {
  return (
    <EditorialShow>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="role" />
        <TextField source="bio" sx={{ whiteSpace: "pre-line" }} />
        <ImageField source="image" />
        <DateField source="updatedAt" showTime />
      </SimpleShowLayout>
    </EditorialShow>
  )
}
