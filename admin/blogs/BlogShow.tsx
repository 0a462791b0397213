import * as React from "react"
import { DateField, ImageField, SimpleShowLayout, TextField } from "react-admin"
import EditorialShow from "../editorial/EditorialShow"
import HtmlField from "../common/HtmlField"

export default function BlogShow() {
  return (
    <EditorialShow>
      <SimpleShowLayout>
        <TextField source="title" />
        <TextField source="category" />
        <TextField source="excerpt" />
        <ImageField source="image" />
        <HtmlField source="content" />
        <DateField source="updatedAt" showTime />
      </SimpleShowLayout>
    </EditorialShow>
  )
}
