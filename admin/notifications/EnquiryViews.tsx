import * as React from "react"
import { DateField, DeleteButton, TopToolbar } from "react-admin"
import {
  contentList,
  contentShow,
  type ListOptions,
  type ShowOptions,
} from "../common/ContentViews"
import type { ResourceName } from "../fields"
import MailNotice from "./MailNotice"
import NotificationDetails from "./NotificationDetails"
import NotificationField from "./NotificationField"
import ResendNotificationButton from "./ResendNotificationButton"

/**
 * The screens of an enquiry, a contact request or a teacher's registration. Enquiries come only
 * from the public forms, so they are listed, exported and deleted here but never created (nor
 * edited, but for the office's own handling of a contact: its `edit` screen). Both screens show the e-mail that told the office of each: the list its state, with a
 * notice while mail is not configured; the page its details, and a button that sends it again
 * once it has failed.
 */
export function enquiryViews(
  resource: ResourceName,
  {
    columns,
    filters,
    fields,
    bulkActions,
    phone,
    trailing,
    listFields,
    actions,
    after = [],
  }: Pick<
    ListOptions,
    "columns" | "filters" | "fields" | "bulkActions" | "phone" | "trailing"
  > & {
    /** Cells of the list drawn otherwise than on the record's page. */
    listFields?: ListOptions["fields"]
    /** Buttons of the record's page before the e-mail's and Delete. */
    actions?: React.ReactElement
    after?: ShowOptions["after"]
  }
) {
  const withState = {
    ...fields,
    ...listFields,
    notification: NotificationField,
  }
  return {
    list: contentList({
      sort: ["createdAt", "DESC"],
      columns: [...columns, "notification"],
      filters,
      fields: withState,
      notice: <MailNotice />,
      bulkActions,
      phone,
      trailing,
    }),
    show: contentShow({
      actions: (
        <TopToolbar sx={{ flexWrap: "wrap" }}>
          {actions}
          <ResendNotificationButton />
          <DeleteButton mutationMode="pessimistic" />
        </TopToolbar>
      ),
      fields,
      after: [
        ...after,
        <DateField key="createdAt" source="createdAt" showTime />,
        <NotificationDetails key="notification" />,
      ],
    }),
  }
}
