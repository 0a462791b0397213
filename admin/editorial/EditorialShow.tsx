import * as React from "react"
import { Box, Typography } from "@mui/material"
import { Show, useRecordContext, useTranslate } from "react-admin"
import EditorialActions from "./EditorialActions"
import LiveStatus from "./LiveStatus"
import PreviewLinks from "./PreviewLinks"
import StateField from "./StateField"

// A record's page for the site's resources: its workflow actions above, what became of its last
// publish, then its fields (the resource's own layout), and its live preview links.
export default function EditorialShow({
  children,
}: {
  children: React.ReactNode
}) {
  return (
    <Show actions={<EditorialActions />}>
      <WorkflowLine />
      <LiveStatus />
      {children}
      <PreviewLinks />
    </Show>
  )
}

// Where the record is in the workflow, and its version (what a save over it must name).
function WorkflowLine() {
  const record = useRecordContext()
  const translate = useTranslate()
  if (!record) return null
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1, px: 2, pt: 2 }}>
      <StateField />
      <Typography variant="body2">
        {translate("admin.workflow.version", { version: record.version })}
      </Typography>
    </Box>
  )
}
