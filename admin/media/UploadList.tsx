import * as React from "react"
import {
  Alert,
  Box,
  LinearProgress,
  List,
  ListItem,
  Typography,
} from "@mui/material"
import { useTranslate } from "react-admin"
import { MAX_UPLOAD_BYTES } from "../../common/uploads"
import type { Upload } from "./useUploadQueue"

const maxMegabytes = MAX_UPLOAD_BYTES / 1024 / 1024

// Each file of an upload: its name, its progress (a known share of it, or an indeterminate bar
// until the browser knows), or why it was refused; `done` draws what comes after (its alt text).
export default function UploadList({
  uploads,
  done,
}: {
  uploads: Upload[]
  done?: (upload: Upload) => React.ReactNode
}) {
  const translate = useTranslate()
  if (!uploads.length) return null
  return (
    <List aria-label={translate("admin.media.upload.list")} disablePadding>
      {uploads.map((upload) => (
        <ListItem
          key={upload.key}
          disableGutters
          sx={{ display: "block", borderBottom: 1, borderColor: "divider" }}
        >
          <Typography sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>
            {upload.file.name}
          </Typography>
          <UploadState upload={upload} />
          {upload.status === "done" && done?.(upload)}
        </ListItem>
      ))}
    </List>
  )
}

function UploadState({ upload }: { upload: Upload }) {
  const translate = useTranslate()
  const name = upload.file.name
  switch (upload.status) {
    case "failed":
      return (
        <Alert severity="error" sx={{ my: 1 }}>
          {translate(upload.error ?? "admin.error.unknown", {
            _: upload.error,
            name,
            max: maxMegabytes,
          })}
        </Alert>
      )
    case "waiting":
      return (
        <Typography variant="body2" color="text.secondary" role="status">
          {translate(
            upload.busy
              ? "admin.media.upload.busy"
              : "admin.media.upload.waiting"
          )}
        </Typography>
      )
    case "uploading":
      return (
        <Box sx={{ my: 1 }}>
          <LinearProgress
            variant={upload.progress === null ? "indeterminate" : "determinate"}
            value={Math.round((upload.progress ?? 0) * 100)}
            aria-label={translate("admin.media.upload.uploading", { name })}
          />
        </Box>
      )
    default:
      return (
        <Typography variant="body2" color="success.main" role="status">
          {translate("admin.media.upload.done")}
        </Typography>
      )
  }
}
