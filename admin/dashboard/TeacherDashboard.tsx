import * as React from "react"
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Typography,
} from "@mui/material"
import {
  Title,
  useBasename,
  useGetIdentity,
  useGetList,
  useTranslate,
} from "react-admin"
import { Link } from "react-router-dom"

// A teacher's first screen: their own space, the profile the Academy page shows and the courses
// they teach (drafts until the Academy's staff publish them).
export default function TeacherDashboard() {
  const translate = useTranslate()
  const basename = useBasename()
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
      <Card>
        <CardContent>
          <Typography variant="h6" component="h3" gutterBottom>
            {translate("admin.teacher_home.profile")}
          </Typography>
          <Typography variant="body2">
            {translate("admin.teacher_home.profile_help")}
          </Typography>
        </CardContent>
        <CardActions>
          <Button component={Link} to={`${basename}/profile`}>
            {translate("admin.profile.menu")}
          </Button>
        </CardActions>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h3" gutterBottom>
            {translate("admin.teacher_home.courses", {
              smart_count: courses.total ?? 0,
            })}
          </Typography>
          <Typography variant="body2">
            {translate("admin.teacher_home.courses_help")}
          </Typography>
        </CardContent>
        <CardActions>
          <Button component={Link} to={`${basename}/courses`}>
            {translate("admin.teacher_home.open_courses")}
          </Button>
          <Button component={Link} to={`${basename}/courses/create`}>
            {translate("admin.teacher_home.new_course")}
          </Button>
        </CardActions>
      </Card>
    </Box>
  )
}
