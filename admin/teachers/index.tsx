import * as React from "react"
import SchoolOutlinedIcon from "@mui/icons-material/SchoolOutlined"
import { DateField, ImageField, TextField } from "react-admin"
import BulkDelete from "../common/BulkDelete"
import { enquiryViews } from "../notifications/EnquiryViews"
import PendingProfile from "./PendingProfile"
import { BulkReviewButton, ReviewButton } from "./ReviewButtons"
import TeacherStatusField from "./TeacherStatusField"
import { teacherFilters } from "./TeacherFilters"

// Teachers register themselves on /admin/register and the API refuses to create or edit one:
// staff approve or reject them here, one by one or several at once; an administrator may delete
// a registration. A teacher's own change of their profile waits on their page for the same review.
export default {
  ...enquiryViews("teachers", {
    columns: ["name", "email", "phone", "subject", "status", "createdAt"],
    filters: teacherFilters,
    fields: { status: TeacherStatusField, photo: ImageField },
    phone: {
      primary: (teacher) => teacher.name,
      secondary: (teacher) =>
        `${teacher.subject || teacher.email} · ${teacher.status}`,
    },
    bulkActions: (
      <>
        <BulkReviewButton decision="approve" />
        <BulkReviewButton decision="reject" />
        <BulkDelete />
      </>
    ),
    actions: (
      <>
        <ReviewButton decision="approve" />
        <ReviewButton decision="reject" />
      </>
    ),
    after: [
      <PendingProfile key="pendingProfile" />,
      <TextField key="reviewedBy" source="reviewedBy" emptyText="—" />,
      <DateField key="reviewedAt" source="reviewedAt" showTime emptyText="—" />,
    ],
  }),
  icon: SchoolOutlinedIcon,
  recordRepresentation: "name",
}
