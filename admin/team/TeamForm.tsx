import * as React from "react"
import { required, SimpleForm, TextInput } from "react-admin"
import ImageUrlInput from "../common/ImageUrlInput"

export default function TeamForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={required()} fullWidth />
      <TextInput source="role" fullWidth />
      <TextInput source="bio" multiline minRows={5} fullWidth />
      <ImageUrlInput source="image" />
    </SimpleForm>
  )
}
