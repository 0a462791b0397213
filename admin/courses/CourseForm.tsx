import * as React from "react"
import { NumberInput, required, TextInput } from "react-admin"
import ImageUrlInput from "../common/ImageUrlInput"

export default function CourseForm() {
  return (
    <>
      <TextInput source="title" validate={required()} fullWidth />
      <NumberInput source="durationDays" step={1} min={1} />
      <TextInput source="description" multiline minRows={5} fullWidth />
      <ImageUrlInput source="image" />
    </>
  )
}
