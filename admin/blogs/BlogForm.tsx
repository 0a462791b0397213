import * as React from "react"
import { required, SimpleForm, TextInput } from "react-admin"
import HtmlInput from "../common/HtmlInput"

export default function BlogForm() {
  return (
    <SimpleForm>
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="category" />
      <TextInput source="excerpt" multiline minRows={2} fullWidth />
      <TextInput source="image" helperText="admin.image_help" fullWidth />
      <HtmlInput source="content" fullWidth />
    </SimpleForm>
  )
}
