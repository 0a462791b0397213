import * as React from "react"
import {
  AutocompleteInput,
  BooleanInput,
  DataTable,
  DateField,
  EmailField,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
} from "react-admin"
import BulkDelete from "../common/BulkDelete"
import ListActions from "../common/ListActions"
import ResponsiveList from "../common/ResponsiveList"
import { dayRangeFilters } from "../common/filters"
import type { Contact } from "../fields"
import MailNotice from "../notifications/MailNotice"
import NotificationField, {
  notificationChoices,
} from "../notifications/NotificationField"
import { SpamButton } from "./ContactButtons"
import SourceField, { sourceChoices } from "./SourceField"
import StatusField, { statusChoices } from "./StatusField"

export default function ContactList() {
  return (
    <List
      filters={contactFilters}
      sort={{ field: "createdAt", order: "DESC" }}
      actions={<ListActions />}
    >
      <MailNotice />
      <ResponsiveList<Contact>
        bulkActionButtons={<BulkDelete />}
        primaryText={(contact) => contact.name || contact.email}
        secondaryText={(contact) =>
          `${contact.reason || contact.source} · ${contact.status}`
        }
        tertiaryText={(contact) =>
          new Date(contact.createdAt).toLocaleDateString()
        }
      >
        <DataTable.Col source="createdAt" field={DateField} />
        <DataTable.Col source="name">
          <TextField source="name" />
          <br />
          <EmailField source="email" />
        </DataTable.Col>
        <DataTable.Col source="reason" />
        <DataTable.Col source="source" field={SourceField} />
        <DataTable.Col source="status" field={StatusField} />
        <DataTable.Col source="assignee">
          <ReferenceField
            source="assignee"
            reference="assignees"
            link={false}
          />
        </DataTable.Col>
        <DataTable.Col source="notification" field={NotificationField} />
        <DataTable.Col label="admin.contacts.spam_column" disableSort>
          <SpamButton compact />
        </DataTable.Col>
      </ResponsiveList>
    </List>
  )
}

const contactFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="source" source="source" choices={sourceChoices} alwaysOn />,
  <ReferenceInput key="assignee" source="assignee" reference="assignees">
    <AutocompleteInput
      label="resources.contacts.fields.assignee"
      optionText="email"
    />
  </ReferenceInput>,
  ...dayRangeFilters("createdAt"),
  <SelectInput
    key="notification"
    source="notification"
    choices={notificationChoices}
  />,
  // Spam (the honeypot's catch, or the office's call) is left out unless this is on, or a status
  // is chosen; the server decides the default.
  <BooleanInput key="spam" source="spam" label="admin.filter.spam" alwaysOn />,
]
