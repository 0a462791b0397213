import * as React from "react"
import { DateField, DeleteButton, TopToolbar } from "react-admin"
import {
  contentList,
  contentShow,
  type ListOptions,
} from "../common/ContentViews"
import { csvExporter } from "../common/csvExporter"
import type { ResourceName } from "../fields"
import MailNotice from "./MailNotice"
import NotificationDetails from "./NotificationDetails"
import NotificationField from "./NotificationField"
import ResendNotificationButton from "./ResendNotificationButton"

/**
 * The screens of an enquiry, a contact request or a teacher's registration. Enquiries come only
 * from the public forms, so they are listed, exported and deleted here but never created or
 * edited. Both screens show the e-mail that told the office of each: the list its state, with a
 * notice while mail is not configured; the page its details, and a button that sends it again
 * once it has failed.
 */
export function enquiryViews(
  resource: ResourceName,
  {
    columns,
    filters,
    fields,
  }: Pick<ListOptions, "columns" | "filters" | "fields">
) {
  const withState = { ...fields, notification: NotificationField }
  return {
    list: contentList({
      sort: ["createdAt", "DESC"],
      columns: [...columns, "notification"],
      filters,
      fields: withState,
      exporter: csvExporter(resource),
      notice: <MailNotice />,
    }),
    show: contentShow({
      actions: <EnquiryActions />,
      fields,
      after: [
        <DateField key="createdAt" source="createdAt" showTime />,
        <NotificationDetails key="notification" />,
      ],
    }),
  }
}

function EnquiryActions() {
  return (
    <TopToolbar>
      <ResendNotificationButton />
      <DeleteButton mutationMode="pessimistic" />
    </TopToolbar>
  )
}
