import * as React from "react"
import PublishIcon from "@mui/icons-material/Publish"
import UnpublishedIcon from "@mui/icons-material/UnpublishedOutlined"
import { useRecordContext, useResourceContext } from "react-admin"
import ConfirmButton from "../common/ConfirmButton"
import MutationButton from "../common/MutationButton"
import { usePanelMutation } from "../common/usePanelMutation"

// 'Publish' (the draft becomes the live version at the next build) or 'Unpublish' (the live
// version leaves the site at the next build) on a record's page. A draft that is not ready is
// refused with the field that is missing. What happens next is the record's LiveStatus. A site
// page as shipped has nothing to publish; `label` names what Unpublish means for a resource, and
// `ask` asks first (its `_title` and `_help` messages say what will happen).
export default function WorkflowButton({
  action,
  label = `admin.workflow.${action}`,
  ask = false,
  disabled = false,
}: {
  action: "publish" | "unpublish"
  label?: string
  ask?: boolean
  disabled?: boolean
}) {
  const record = useRecordContext()
  const resource = useResourceContext()!
  const run = usePanelMutation(
    (dataProvider) => dataProvider[action](resource, record!.id),
    () => `admin.workflow.${action}ed`,
    { publishing: true, sticky: true }
  )
  if (!record) return null
  const shown =
    action === "publish"
      ? record.state !== "published" && record.state !== "shipped"
      : record.status === "published"
  if (!shown) return null
  const Asking = ask ? ConfirmButton : MutationButton
  return (
    <Asking
      label={label}
      icon={action === "publish" ? <PublishIcon /> : <UnpublishedIcon />}
      mutation={run}
      variant={action === "publish" ? "contained" : "text"}
      disabled={disabled}
    />
  )
}
