import * as React from "react"
import { required, SimpleForm, TextInput } from "react-admin"
import ImageUrlInput from "../common/ImageUrlInput"
import HtmlInput from "../common/HtmlInput"

export default function ProgrammeForm() {
  return (
    <SimpleForm>
      <TextInput source="Name" validate={required()} fullWidth />
      <ImageUrlInput source="Image" />
      <HtmlInput source="description" fullWidth />
    </SimpleForm>
  )
}
