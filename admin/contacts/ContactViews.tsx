import * as React from "react"
import {
  CanAccess,
  DataTable,
  DateField,
  EditButton,
  EmailField,
  ReferenceField,
  TextField,
  type RaRecord,
} from "react-admin"
import type { PhoneRow } from "../common/ContentViews"
import type { FieldComponent } from "../common/fieldKinds"
import { AnsweredButton, ReplyButton, SpamButton } from "./ContactButtons"
import SourceField from "./SourceField"
import StatusField from "./StatusField"

// What the contacts' screens show beyond the generic enquiry views: the office's handling.

const AssigneeField: FieldComponent = ({ source }) => (
  <ReferenceField
    source={source}
    reference="assignees"
    link={false}
    emptyText="—"
  />
)

export const contactFields: Partial<Record<string, FieldComponent>> = {
  source: SourceField,
  status: StatusField,
  assignee: AssigneeField,
}

// In a list's row, the address under the name: one column fewer, so the table fits the screen.
export const NameAndEmail: FieldComponent = () => (
  <>
    <TextField source="name" />
    <br />
    <EmailField source="email" />
  </>
)

export const contactPhoneRow: PhoneRow = {
  primary: (contact: RaRecord) => contact.name || contact.email,
  secondary: (contact) =>
    `${contact.reason || contact.source} · ${contact.status}`,
  tertiary: (contact) => new Date(contact.createdAt).toLocaleDateString(),
}

// Spam or not spam in one click from the list.
export const spamColumn = (
  <DataTable.Col label="admin.contacts.spam_column" disableSort>
    <CanAccess action="edit">
      <SpamButton compact />
    </CanAccess>
  </DataTable.Col>
)

export const contactActions = (
  <>
    <ReplyButton />
    <CanAccess action="edit">
      <AnsweredButton />
      <SpamButton />
      <EditButton label="admin.contacts.handle" />
    </CanAccess>
  </>
)

export const contactAfter = [
  <TextField key="answeredBy" source="answeredBy" emptyText="—" />,
  <DateField key="answeredAt" source="answeredAt" showTime emptyText="—" />,
]
