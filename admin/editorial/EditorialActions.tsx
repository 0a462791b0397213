import * as React from "react"
import HistoryIcon from "@mui/icons-material/History"
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
import PublicPageLink from "../common/PublicPageLink"
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
      <PublicPageLink path={(id) => publicPath(resource, id)} />
      <EditButton />
    </TopToolbar>
  )
}
