import * as React from "react"
import { required, TextInput } from "react-admin"
import ImageUrlInput from "../common/ImageUrlInput"

export default function TeamForm() {
  return (
    <>
      <TextInput source="name" validate={required()} fullWidth />
      <TextInput source="role" fullWidth />
      <TextInput source="bio" multiline minRows={5} fullWidth />
      <ImageUrlInput source="image" />
    </>
  )
}
