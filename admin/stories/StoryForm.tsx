import * as React from "react"
import { required, SimpleForm, TextInput } from "react-admin"
import ImageUrlInput from "../common/ImageUrlInput"

export default function StoryForm() {
  return (
    <SimpleForm>
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="content" multiline minRows={6} fullWidth />
      <ImageUrlInput source="image" />
    </SimpleForm>
  )
}
