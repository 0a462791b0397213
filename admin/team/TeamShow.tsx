import * as React from "react"
import {
  DateField,
  ImageField,
  Show,
  SimpleShowLayout,
  TextField,
} from "react-admin"

export default function TeamShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="role" />
        <TextField source="bio" sx={{ whiteSpace: "pre-line" }} />
        <ImageField source="image" />
        <DateField source="updatedAt" showTime />
      </SimpleShowLayout>
    </Show>
  )
}
