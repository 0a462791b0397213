import * as React from "react"
import { DateField, ImageField, SimpleShowLayout, TextField } from "react-admin"
import EditorialShow from "../editorial/EditorialShow"
import HtmlField from "../common/HtmlField"

export default function ProgrammeShow() {
  return (
    <EditorialShow>
      <SimpleShowLayout>
        <TextField source="Name" />
        <ImageField source="Image" />
        <HtmlField source="description" />
        <DateField source="updatedAt" showTime />
      </SimpleShowLayout>
    </EditorialShow>
  )
}
