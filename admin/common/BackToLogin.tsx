import * as React from "react"
import { Typography } from "@mui/material"
import { Link, useBasename, useTranslate } from "react-admin"

// The way back to signing in, under the forms of the public pages (registration, a forgotten
// password, a reset or invitation link).
export default function BackToLogin() {
  const translate = useTranslate()
  const basename = useBasename()
  return (
    <Typography variant="body2" sx={{ mt: 2, textAlign: "center" }}>
      <Link to={`${basename}/login`}>
        {translate("admin.register.back_to_login")}
      </Link>
    </Typography>
  )
}
