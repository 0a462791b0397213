import * as React from "react"
import { NumberInput, required, TextInput } from "react-admin"
import ImageUrlInput from "../common/ImageUrlInput"

export default function BannerForm() {
  return (
    <>
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="subtitle" fullWidth />
      <ImageUrlInput source="image" />
      <TextInput source="link" fullWidth />
      <NumberInput source="order" step={1} />
    </>
  )
}
