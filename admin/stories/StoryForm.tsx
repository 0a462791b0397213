import * as React from "react"
import { required, SimpleForm, TextInput } from "react-admin"

export default function StoryForm() {
  return (
    <SimpleForm>
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="content" multiline minRows={6} fullWidth />
      <TextInput source="image" helperText="admin.image_help" fullWidth />
    </SimpleForm>
  )
}
