import * as React from "react"
import { NumberInput, required, SimpleForm, TextInput } from "react-admin"

export default function BannerForm() {
  return (
    <SimpleForm>
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="subtitle" fullWidth />
      <TextInput source="image" helperText="admin.image_help" fullWidth />
      <TextInput source="link" fullWidth />
      <NumberInput source="order" step={1} />
    </SimpleForm>
  )
}
