import * as React from "react"
import { BooleanInput, SearchInput, SelectInput } from "react-admin"
import { dayRangeFilters } from "../common/filters"
import { notificationChoices } from "../notifications/NotificationField"
import { sourceChoices } from "./SourceField"

// The contacts list's filters: the text search, which form, when, the e-mail's state, and spam.
export const contactFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="source" source="source" choices={sourceChoices} alwaysOn />,
  ...dayRangeFilters("createdAt"),
  <SelectInput
    key="notification"
    source="notification"
    choices={notificationChoices}
  />,
  // Spam (the honeypot's catch) is left out unless this is on; the server decides the default.
  <BooleanInput key="spam" source="spam" label="admin.filter.spam" alwaysOn />,
]
