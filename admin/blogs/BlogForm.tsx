import * as React from "react"
import { required, TextInput } from "react-admin"
import ImageUrlInput from "../common/ImageUrlInput"
import HtmlInput from "../common/HtmlInput"

export default function BlogForm() {
  return (
    <>
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="category" />
      <TextInput source="excerpt" multiline minRows={2} fullWidth />
      <ImageUrlInput source="image" />
      <HtmlInput source="content" fullWidth />
    </>
  )
}
