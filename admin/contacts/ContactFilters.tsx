import * as React from "react"
import {
  AutocompleteInput,
  BooleanInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
} from "react-admin"
import { dayRangeFilters } from "../common/filters"
import { notificationChoices } from "../notifications/NotificationField"
import { sourceChoices } from "./SourceField"
import { statusChoices } from "./StatusField"

// The contacts list's filters: the text search, the office's status, which form, who handles it,
// when, the e-mail's state, and spam.
export const contactFilters = [
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
