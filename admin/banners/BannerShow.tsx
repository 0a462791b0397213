import * as React from "react"
import {
  DateField,
  ImageField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  UrlField,
} from "react-admin"

export default function BannerShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="title" />
        <TextField source="subtitle" />
        <ImageField source="image" />
        <UrlField source="link" />
        <NumberField source="order" />
        <DateField source="updatedAt" showTime />
      </SimpleShowLayout>
    </Show>
  )
}
