import * as React from "react"
import { Chip } from "@mui/material"
import { useRecordContext, useTranslate } from "react-admin"
import { WORKFLOW_STATES, type WorkflowState } from "../../schemas/content"

// A record's place in the workflow: draft, published, changed since published, or scheduled
// (with when). The list filter offers the same four. A site page no one has edited is `shipped`.
const colours: Record<
  WorkflowState | "shipped",
  "default" | "success" | "warning" | "info"
> = {
  shipped: "default",
  draft: "default",
  published: "success",
  changed: "warning",
  scheduled: "info",
}

export default function StateField(_props: { source?: string }) {
  const record = useRecordContext()
  const translate = useTranslate()
  const state = record?.state as WorkflowState | "shipped" | undefined
  if (!state) return null
  const when =
    state === "scheduled" && record?.publishAt
      ? ` ${new Date(record.publishAt).toLocaleString(undefined, {
          dateStyle: "medium",
          timeStyle: "short",
        })}`
      : ""
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colours[state]}
      label={`${translate(`admin.state.${state}`)}${when}`}
    />
  )
}

export const stateChoices = WORKFLOW_STATES.map((state) => ({
  id: state,
  name: `admin.state.${state}`,
}))
