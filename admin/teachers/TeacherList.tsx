import * as React from "react"
import {
  CanAccess,
  DataTable,
  DateField,
  EmailField,
  List,
  SearchInput,
  SelectInput,
} from "react-admin"
import BulkDelete from "../common/BulkDelete"
import ListActions from "../common/ListActions"
import ResponsiveList from "../common/ResponsiveList"
import type { Teacher } from "../fields"
import MailNotice from "../notifications/MailNotice"
import NotificationField from "../notifications/NotificationField"
import { BulkReviewButton } from "./ReviewButtons"
import TeacherStatusField, { teacherStatusChoices } from "./TeacherStatusField"

export default function TeacherList() {
  return (
    <List
      filters={teacherFilters}
      sort={{ field: "createdAt", order: "DESC" }}
      actions={<ListActions />}
    >
      <MailNotice />
      <ResponsiveList<Teacher>
        bulkActionButtons={<BulkActions />}
        primaryText={(teacher) => teacher.name}
        secondaryText={(teacher) =>
          `${teacher.subject || teacher.email} · ${teacher.status}`
        }
      >
        <DataTable.Col source="name" />
        <DataTable.Col source="email" field={EmailField} />
        <DataTable.Col source="subject" />
        <DataTable.Col source="status" field={TeacherStatusField} />
        <DataTable.Col source="createdAt" field={DateField} />
        <DataTable.Col source="notification" field={NotificationField} />
      </ResponsiveList>
    </List>
  )
}

function BulkActions() {
  return (
    <>
      <BulkReviewButton decision="approve" />
      <BulkReviewButton decision="reject" />
      <CanAccess action="delete">
        <BulkDelete />
      </CanAccess>
    </>
  )
}

const teacherFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={teacherStatusChoices}
    alwaysOn
  />,
]
