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
import SourceField from "./SourceField"

export default function ContactShow() {
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <DateField source="createdAt" showTime />
        <SourceField />
        <TextField source="name" />
        <EmailField source="email" />
        <TextField source="countryCode" />
        <TextField source="number" />
        <TextField source="reason" />
        <TextField source="message" sx={{ whiteSpace: "pre-line" }} />
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
