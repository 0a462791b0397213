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
import NotificationDetails from "../notifications/NotificationDetails"
import ResendNotificationButton from "../notifications/ResendNotificationButton"

export default function TeacherShow() {
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <EmailField source="email" />
        <TextField source="phone" />
        <TextField source="subject" />
        <DateField source="createdAt" showTime />
        <NotificationDetails />
      </SimpleShowLayout>
    </Show>
  )
}

function ShowActions() {
  return (
    <TopToolbar>
      <ResendNotificationButton />
      <DeleteButton mutationMode="pessimistic" />
    </TopToolbar>
  )
}
