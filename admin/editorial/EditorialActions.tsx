import * as React from "react"
import HistoryIcon from "@mui/icons-material/History"
import OpenInNewIcon from "@mui/icons-material/OpenInNew"
import {
  CanAccess,
  EditButton,
  TopToolbar,
  useCreatePath,
  useRecordContext,
  useResourceContext,
} from "react-admin"
import { Link } from "react-router-dom"
import PanelButton from "../common/PanelButton"
import PreviewButton from "./PreviewButton"
import { publicPath } from "./publicPath"
import WorkflowButton from "./WorkflowButton"

// The actions on a record's page: Publish or Unpublish, Preview, its History, its public page
// once it is live, and Edit: each where the role may (a teacher previews and edits their course).
export default function EditorialActions() {
  const record = useRecordContext()
  const resource = useResourceContext()!
  const createPath = useCreatePath()
  if (!record) return <TopToolbar />
  return (
    <TopToolbar sx={{ flexWrap: "wrap" }}>
      <CanAccess action="publish">
        <WorkflowButton action="publish" />
        <WorkflowButton action="unpublish" />
      </CanAccess>
      <CanAccess action="preview">
        <PreviewButton />
      </CanAccess>
      <CanAccess action="revisions">
        <PanelButton
          component={Link}
          to={`${createPath({ resource, id: record.id, type: "edit" })}/history`}
          label="admin.workflow.history"
        >
          <HistoryIcon />
        </PanelButton>
      </CanAccess>
      {record.status === "published" && (
        <PanelButton
          component="a"
          href={publicPath(resource, String(record.id))}
          target="_blank"
          rel="noopener"
          label="admin.public_page"
        >
          <OpenInNewIcon />
        </PanelButton>
      )}
      <EditButton />
    </TopToolbar>
  )
}
