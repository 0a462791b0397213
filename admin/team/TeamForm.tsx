import * as React from "react"
import { required, SimpleForm, TextInput } from "react-admin"

export default function TeamForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={required()} fullWidth />
      <TextInput source="role" fullWidth />
      <TextInput source="bio" multiline minRows={5} fullWidth />
      <TextInput source="image" helperText="admin.image_help" fullWidth />
    </SimpleForm>
  )
}
