import * as React from "react"
import {
  DateField,
  DeleteButton,
  EmailField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from "react-admin"

export default function TeacherShow() {
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <EmailField source="email" />
        <TextField source="phone" />
        <TextField source="subject" />
        <DateField source="createdAt" showTime />
      </SimpleShowLayout>
    </Show>
  )
}

function ShowActions() {
  return (
    <TopToolbar>
      <DeleteButton mutationMode="pessimistic" />
    </TopToolbar>
  )
}
