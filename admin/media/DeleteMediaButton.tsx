import * as React from "react"
import DeleteIcon from "@mui/icons-material/Delete"
import { useRecordContext, useRedirect } from "react-admin"
import ConfirmButton from "../common/ConfirmButton"
import { usePanelMutation } from "../common/usePanelMutation"
import type { MediaItem } from "./types"

// Delete, after a confirmation: the image leaves the library. While records use it the server refuses
// (409) and names them; that message stays on screen until it is closed.
export default function DeleteMediaButton() {
  const record = useRecordContext<MediaItem>()
  const redirect = useRedirect()
  const remove = usePanelMutation(
    (dataProvider) =>
      dataProvider.delete("media", { id: record!.id, previousData: record }),
    () => "admin.media.deleted",
    { sticky: true, next: () => redirect("list", "media") }
  )
  if (!record) return null
  return (
    <ConfirmButton
      label="admin.media.delete"
      icon={<DeleteIcon />}
      mutation={remove}
      color="error"
      confirmColor="warning"
    />
  )
}
