import * as React from "react"
import { required, TextInput } from "react-admin"
import ImageUrlInput from "../common/ImageUrlInput"

export default function StoryForm() {
  return (
    <>
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="content" multiline minRows={6} fullWidth />
      <ImageUrlInput source="image" />
    </>
  )
}
