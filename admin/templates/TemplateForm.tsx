import * as React from "react"
import { required, SimpleForm, TextInput } from "react-admin"

export default function TemplateForm() {
  return (
    <SimpleForm>
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="image" helperText="admin.image_help" fullWidth />
      <TextInput source="category" />
    </SimpleForm>
  )
}
