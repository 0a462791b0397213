import * as React from "react"
import { useTranslate } from "react-admin"
import type { Revision } from "../../schemas/editorial"
import TextDiff from "./TextDiff"

// What one save of a site page changed from the save before, line by line (the first save: from
// nothing).
export default function RevisionChanges({
  before,
  revision,
}: {
  before: Revision | null
  revision: Revision
}) {
  const translate = useTranslate()
  return (
    <TextDiff
      before={String(before?.data.text ?? "")}
      after={String(revision.data.text ?? "")}
      label={translate("admin.siteFiles.diff.changes", {
        revision: revision.revision,
      })}
    />
  )
}
