import * as React from "react"
import {
  DateField,
  DeleteButton,
  EmailField,
  ImageField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from "react-admin"
import RecordHistory from "../common/RecordHistory"
import NotificationDetails from "../notifications/NotificationDetails"
import ResendNotificationButton from "../notifications/ResendNotificationButton"
import { ReviewButton } from "./ReviewButtons"
import TeacherStatusField from "./TeacherStatusField"

export default function TeacherShow() {
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <EmailField source="email" />
        <TextField source="phone" />
        <TextField source="subject" />
        <TeacherStatusField />
        <TextField source="reviewedBy" emptyText="—" />
        <DateField source="reviewedAt" showTime emptyText="—" />
        <ImageField source="photo" title="name" />
        <TextField source="bio" emptyText="—" sx={{ whiteSpace: "pre-line" }} />
        <DateField source="createdAt" showTime />
        <NotificationDetails />
      </SimpleShowLayout>
      <RecordHistory />
    </Show>
  )
}

function ShowActions() {
  return (
    <TopToolbar sx={{ flexWrap: "wrap" }}>
      <ReviewButton decision="approve" />
      <ReviewButton decision="reject" />
      <ResendNotificationButton />
      <DeleteButton mutationMode="pessimistic" />
    </TopToolbar>
  )
}
