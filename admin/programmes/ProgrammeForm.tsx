import * as React from "react"
import { required, SimpleForm, TextInput } from "react-admin"
import HtmlInput from "../common/HtmlInput"

export default function ProgrammeForm() {
  return (
    <SimpleForm>
      <TextInput source="Name" validate={required()} fullWidth />
      <TextInput source="Image" helperText="admin.image_help" fullWidth />
      <HtmlInput source="description" fullWidth />
    </SimpleForm>
  )
}
