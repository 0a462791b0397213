import * as React from "react"
import { Box, Typography } from "@mui/material"
import { useTranslate } from "react-admin"

/** A part of a record's page under a heading of its own, named by it for a screen reader. */
export default function RecordSection({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: React.ReactNode
}) {
  const translate = useTranslate()
  return (
    <Box component="section" sx={{ mt: 3 }} aria-labelledby={id}>
      <Typography variant="h6" component="h2" id={id} gutterBottom>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  )
}
