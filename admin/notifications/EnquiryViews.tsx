import * as React from "react"
import { DateField, DeleteButton, TopToolbar } from "react-admin"
import { contentShow, type ShowExtras } from "../common/ContentViews"
import NotificationDetails from "./NotificationDetails"
import ResendNotificationButton from "./ResendNotificationButton"

/**
 * The Show screen of an enquiry, a contact request or a teacher's registration: its fields, when
 * it arrived, and the e-mail that told the office of it, which the top bar sends again once it has
 * failed. Enquiries come only from the public forms, so they are deleted here but never edited.
 */
export function enquiryShow(fields?: ShowExtras["fields"]) {
  return contentShow({
    actions: <EnquiryActions />,
    fields,
    after: [
      <DateField key="createdAt" source="createdAt" showTime />,
      <NotificationDetails key="notification" />,
    ],
  })
}

function EnquiryActions() {
  return (
    <TopToolbar>
      <ResendNotificationButton />
      <DeleteButton mutationMode="pessimistic" />
    </TopToolbar>
  )
}
