import * as React from "react"
import { Box } from "@mui/material"
import { DateTimeInput } from "react-admin"

// When the server is to publish and unpublish the record on its own, in the editor's own time;
// sent as an instant (UTC). Empty: published and unpublished by hand.
const toInstant = (value: string) =>
  value ? new Date(value).toISOString() : null

export default function ScheduleInputs() {
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 2 }}>
      <DateTimeInput
        source="publishAt"
        parse={toInstant}
        helperText="admin.workflow.publish_at_help"
      />
      <DateTimeInput
        source="unpublishAt"
        parse={toInstant}
        helperText="admin.workflow.unpublish_at_help"
      />
    </Box>
  )
}
