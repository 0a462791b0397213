import * as React from "react"
import {
  DateField,
  ImageField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
} from "react-admin"

export default function CourseShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="title" />
        <NumberField source="durationDays" />
        <TextField source="description" sx={{ whiteSpace: "pre-line" }} />
        <ImageField source="image" />
        <DateField source="updatedAt" showTime />
      </SimpleShowLayout>
    </Show>
  )
}
