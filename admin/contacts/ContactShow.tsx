import * as React from "react"
import { Grid } from "@mui/material"
import {
  CanAccess,
  DateField,
  DeleteButton,
  EditButton,
  EmailField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from "react-admin"
import RecordHistory from "../common/RecordHistory"
import NotificationDetails from "../notifications/NotificationDetails"
import ResendNotificationButton from "../notifications/ResendNotificationButton"
import { AnsweredButton, ReplyButton, SpamButton } from "./ContactButtons"
import SourceField from "./SourceField"
import StatusField from "./StatusField"

export default function ContactShow() {
  return (
    <Show actions={<ShowActions />}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
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
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <SimpleShowLayout>
            <StatusField />
            <ReferenceField
              source="assignee"
              reference="assignees"
              link={false}
              emptyText="—"
            />
            <TextField
              source="notes"
              emptyText="—"
              sx={{ whiteSpace: "pre-line" }}
            />
            <TextField source="answeredBy" emptyText="—" />
            <DateField source="answeredAt" showTime emptyText="—" />
          </SimpleShowLayout>
        </Grid>
      </Grid>
      <RecordHistory />
    </Show>
  )
}

function ShowActions() {
  return (
    <TopToolbar sx={{ flexWrap: "wrap" }}>
      <ReplyButton />
      <CanAccess action="edit">
        <AnsweredButton />
        <SpamButton />
      </CanAccess>
      <EditButton label="admin.contacts.handle" />
      <ResendNotificationButton />
      <DeleteButton mutationMode="pessimistic" />
    </TopToolbar>
  )
}
