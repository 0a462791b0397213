import * as React from "react"
import { Box, Typography } from "@mui/material"
import {
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from "react-admin"
import type { PanelDataProvider } from "../dataProvider"
import DropZone from "./DropZone"
import UploadList from "./UploadList"
import { useUploadQueue } from "./useUploadQueue"
import type { MediaItem } from "./types"

// New bytes for the image, keeping what it says and every use of it: the server gives it a new
// address and rewrites that address in every record that shows it.
export default function ReplaceFile({ item }: { item: MediaItem }) {
  const dataProvider = useDataProvider<PanelDataProvider>()
  const notify = useNotify()
  const refresh = useRefresh()
  const translate = useTranslate()
  const { uploads, add } = useUploadQueue((file, onProgress) =>
    dataProvider.replaceMediaFile(item.id, file, onProgress)
  )
  const replaced = uploads.filter((upload) => upload.status === "done").length
  React.useEffect(() => {
    if (!replaced) return
    notify("admin.media.replaced", { type: "info" })
    refresh()
  }, [replaced, notify, refresh])
  return (
    <Box
      component="section"
      aria-label={translate("admin.media.replace")}
      sx={{ my: 2 }}
    >
      <Typography component="h2" variant="subtitle1">
        {translate("admin.media.replace")}
      </Typography>
      <DropZone
        multiple={false}
        onFiles={(files) => add(files.slice(0, 1))}
        label="admin.media.replace_drop"
        help="admin.media.replace_help"
      />
      <UploadList uploads={uploads.slice(-1)} />
    </Box>
  )
}
