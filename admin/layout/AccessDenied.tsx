import * as React from "react"
import { Box, Typography } from "@mui/material"
import { Link, Title, useBasename, useTranslate } from "react-admin"

// The screen of a page the signed-in role may not open (the server would refuse its calls):
// says so, and leads back to the dashboard.
export default function AccessDenied() {
  const translate = useTranslate()
  const basename = useBasename()
  return (
    <Box sx={{ mt: 4, maxWidth: 560 }}>
      <Title title="admin.access_denied.title" />
      <Typography variant="body1" sx={{ mb: 2 }}>
        {translate("admin.access_denied.message")}
      </Typography>
      <Link to={`${basename}/`}>{translate("admin.access_denied.back")}</Link>
    </Box>
  )
}
