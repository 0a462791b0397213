import * as React from "react"
import {
  DateField,
  ImageField,
  NumberField,
  SimpleShowLayout,
  TextField,
} from "react-admin"
import EditorialShow from "../editorial/EditorialShow"

export default function CourseShow() {
  return (
    <EditorialShow>
      <SimpleShowLayout>
        <TextField source="title" />
        <NumberField source="durationDays" />
        <TextField source="description" sx={{ whiteSpace: "pre-line" }} />
        <ImageField source="image" />
        <DateField source="updatedAt" showTime />
      </SimpleShowLayout>
    </EditorialShow>
  )
}
