import * as React from "react"
import WebIcon from "@mui/icons-material/Web"
import { Route } from "react-router-dom"
import HistoryView from "../editorial/HistoryView"
import RevisionChanges from "./RevisionChanges"
import SiteFileEdit from "./SiteFileEdit"
import SiteFileList from "./SiteFileList"

// 'Site pages': the texts of the site's own JSON and MDX files (content/), for admins and editors
// (authProvider.canAccess, from schemas/permissions.ts). Each file is edited in place of its page:
// the list opens the editor, which has the workflow's buttons; its History shows each save's
// changes line by line.
export default {
  list: SiteFileList,
  edit: SiteFileEdit,
  icon: WebIcon,
  recordRepresentation: "title",
  children: (
    <Route
      path=":id/history"
      element={
        <HistoryView
          name={(record) => String(record.title ?? record.id)}
          changes={(before, revision) => (
            <RevisionChanges before={before} revision={revision} />
          )}
        />
      }
    />
  ),
}
