import * as React from "react"
import {
  DateField,
  ImageField,
  Show,
  SimpleShowLayout,
  TextField,
} from "react-admin"

export default function NewsShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="title" />
        <DateField source="date" />
        <TextField source="content" sx={{ whiteSpace: "pre-line" }} />
        <ImageField source="image" />
        <DateField source="updatedAt" showTime />
      </SimpleShowLayout>
    </Show>
  )
}
