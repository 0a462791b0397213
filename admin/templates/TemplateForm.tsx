import * as React from "react"
import { required, TextInput } from "react-admin"
import ImageUrlInput from "../common/ImageUrlInput"

export default function TemplateForm() {
  return (
    <>
      <TextInput source="title" validate={required()} fullWidth />
      <ImageUrlInput source="image" />
      <TextInput source="category" />
    </>
  )
}
