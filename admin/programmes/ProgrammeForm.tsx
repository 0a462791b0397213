import * as React from "react"
import { required, TextInput } from "react-admin"
import ImageUrlInput from "../common/ImageUrlInput"
import HtmlInput from "../common/HtmlInput"

export default function ProgrammeForm() {
  return (
    <>
      <TextInput source="Name" validate={required()} fullWidth />
      <ImageUrlInput source="Image" />
      <HtmlInput source="description" fullWidth />
    </>
  )
}
