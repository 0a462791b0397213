import * as React from "react"
import PublishIcon from "@mui/icons-material/Publish"
import UnpublishedIcon from "@mui/icons-material/UnpublishedOutlined"
import { Button, useRecordContext, useResourceContext } from "react-admin"
import { usePanelMutation } from "../common/usePanelMutation"

// 'Publish' (the draft becomes the live version at the next build) or 'Unpublish' (the live
// version leaves the site at the next build) on a record's page. A draft that is not ready is
// refused with the field that is missing. What happens next is the record's LiveStatus.
export default function WorkflowButton({
  action,
}: {
  action: "publish" | "unpublish"
}) {
  const record = useRecordContext()
  const resource = useResourceContext()!
  const { mutate, isPending } = usePanelMutation(
    (dataProvider) => dataProvider[action](resource, record!.id),
    () => `admin.workflow.${action}ed`,
    { publishing: true, sticky: true }
  )
  if (!record) return null
  const shown =
    action === "publish"
      ? record.state !== "published"
      : record.status === "published"
  if (!shown) return null
  return (
    <Button
      label={`admin.workflow.${action}`}
      onClick={() => mutate()}
      disabled={isPending}
      variant={action === "publish" ? "contained" : "text"}
    >
      {action === "publish" ? <PublishIcon /> : <UnpublishedIcon />}
    </Button>
  )
}
