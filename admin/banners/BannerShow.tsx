import * as React from "react"
import {
  DateField,
  ImageField,
  NumberField,
  SimpleShowLayout,
  TextField,
  UrlField,
} from "react-admin"
import EditorialShow from "../editorial/EditorialShow"

export default function BannerShow() {
  return (
    <EditorialShow>
      <SimpleShowLayout>
        <TextField source="title" />
        <TextField source="subtitle" />
        <ImageField source="image" />
        <UrlField source="link" />
        <NumberField source="order" />
        <DateField source="updatedAt" showTime />
      </SimpleShowLayout>
    </EditorialShow>
  )
}
