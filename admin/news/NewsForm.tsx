import * as React from "react"
import { DateInput, required, TextInput } from "react-admin"
import ImageUrlInput from "../common/ImageUrlInput"

export default function NewsForm() {
  return (
    <>
      <TextInput source="title" validate={required()} fullWidth />
      <DateInput source="date" />
      <TextInput source="content" multiline minRows={6} fullWidth />
      <ImageUrlInput source="image" />
    </>
  )
}
