import * as React from "react"
import { DateInput, required, TextInput } from "react-admin"

export default function EventForm() {
  return (
    <>
      <TextInput source="title" validate={required()} fullWidth />
      <DateInput source="date" />
      <TextInput source="location" fullWidth />
      <TextInput source="description" multiline minRows={5} fullWidth />
    </>
  )
}
