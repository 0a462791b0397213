import * as React from "react"
import {
  DateField,
  ImageField,
  Show,
  SimpleShowLayout,
  TextField,
} from "react-admin"

export default function TemplateShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="title" />
        <TextField source="category" />
        <ImageField source="image" />
        <DateField source="updatedAt" showTime />
      </SimpleShowLayout>
    </Show>
  )
}
