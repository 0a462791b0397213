import * as React from "react"
import { Box, Typography } from "@mui/material"
import { Title, useGetIdentity, useGetList, useTranslate } from "react-admin"
import SpaceCard from "./SpaceCard"

// A teacher's first screen: their own space, the profile the Academy page shows and the courses
// they teach (drafts until the Academy's staff publish them).
export default function TeacherDashboard() {
  const translate = useTranslate()
  const { identity } = useGetIdentity()
  const courses = useGetList("courses", { pagination: { page: 1, perPage: 1 } })
  return (
    <Box sx={{ mt: 2, display: "grid", gap: 2, maxWidth: 720 }}>
      <Title title="admin.dashboard.title" />
      <Typography variant="h5" component="h2">
        {translate("admin.teacher_home.welcome", {
          name: identity?.fullName ?? "",
        })}
      </Typography>
      <SpaceCard
        title={translate("admin.teacher_home.profile")}
        help="admin.teacher_home.profile_help"
        links={[["/profile", "admin.profile.menu"]]}
      />
      <SpaceCard
        title={translate("admin.teacher_home.courses", {
          smart_count: courses.total ?? 0,
        })}
        help="admin.teacher_home.courses_help"
        links={[
          ["/courses", "admin.teacher_home.open_courses"],
          ["/courses/create", "admin.teacher_home.new_course"],
        ]}
      />
    </Box>
  )
}
