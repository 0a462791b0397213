import * as React from "react"
import { Typography } from "@mui/material"
import { useTranslate } from "react-admin"

// The short explanation at the top of a form of the panel's own (the profile, an invitation).
export default function FormIntro({ text }: { text: string }) {
  const translate = useTranslate()
  return (
    <Typography variant="body2" sx={{ mb: 2, maxWidth: 560 }}>
      {translate(text)}
    </Typography>
  )
}
