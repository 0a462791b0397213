import * as React from "react"
import PublishIcon from "@mui/icons-material/Publish"
import UnpublishedIcon from "@mui/icons-material/UnpublishedOutlined"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import {
  CanAccess,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
  useUnselectAll,
} from "react-admin"
import BulkDelete from "../common/BulkDelete"
import MutationButton from "../common/MutationButton"
import type { PanelDataProvider } from "../dataProvider"
import { PUBLISH_STATUS } from "./usePublishStatus"

// Publish, Unpublish and Delete (to Trash) on the records ticked in a list. Each record is
// published on its own; one that may not be published yet is named, the others go ahead, and
// together they make one build.
export default function EditorialBulkActions() {
  return (
    <>
      <CanAccess action="publish">
        <BulkWorkflowButton action="publish" />
        <BulkWorkflowButton action="unpublish" />
      </CanAccess>
      <BulkDelete />
    </>
  )
}

function BulkWorkflowButton({ action }: { action: "publish" | "unpublish" }) {
  const { selectedIds } = useListContext()
  const resource = useResourceContext()!
  const dataProvider = useDataProvider<PanelDataProvider>()
  const notify = useNotify()
  const refresh = useRefresh()
  const unselectAll = useUnselectAll(resource)
  const queryClient = useQueryClient()
  const run = useMutation({
    mutationFn: async () => {
      const refused: string[] = []
      for (const id of selectedIds) {
        await dataProvider[action](resource, id).catch((error: Error) =>
          refused.push(error.message)
        )
      }
      return { done: selectedIds.length - refused.length, refused }
    },
    onSuccess: ({ done, refused }) => {
      if (refused.length)
        notify("admin.workflow.bulk_refused", {
          type: "warning",
          messageArgs: {
            smart_count: refused.length,
            done,
            reasons: refused.join("; "),
          },
          autoHideDuration: null,
        })
      else
        notify(`admin.workflow.bulk_${action}ed`, {
          type: "info",
          messageArgs: { smart_count: done },
        })
      unselectAll()
      refresh()
      void queryClient.invalidateQueries({ queryKey: PUBLISH_STATUS })
    },
  })
  return (
    <MutationButton
      label={`admin.workflow.${action}`}
      icon={action === "publish" ? <PublishIcon /> : <UnpublishedIcon />}
      mutation={run}
    />
  )
}
