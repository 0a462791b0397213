import * as React from "react"
import { Box, Button, Typography } from "@mui/material"
import {
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from "react-admin"
import type { PanelDataProvider } from "../dataProvider"
import AltFields, { type Description } from "./AltFields"
import DropZone from "./DropZone"
import UploadList from "./UploadList"
import { useUploadQueue, type Upload } from "./useUploadQueue"
import { describedEnough } from "./types"

// The library's upload: several files dropped or chosen at once, two sent at a time, and each
// one, once stored, asks for its alt text (or 'Decorative') there and then, while the person who
// uploaded it still knows what it shows. The grid below is read again as files arrive.
export default function MediaUploader() {
  const dataProvider = useDataProvider<PanelDataProvider>()
  const refresh = useRefresh()
  const translate = useTranslate()
  const { uploads, add, clear } = useUploadQueue((file, onProgress) =>
    dataProvider.uploadMedia(file, { onProgress })
  )
  const finished = uploads.filter((upload) => upload.status === "done").length
  React.useEffect(() => {
    if (finished) refresh()
  }, [finished, refresh])
  const settled = uploads.some(
    (upload) => upload.status === "done" || upload.status === "failed"
  )
  return (
    <Box
      component="section"
      aria-label={translate("admin.media.upload.title")}
      sx={{ mb: 2 }}
    >
      <DropZone
        onFiles={add}
        label="admin.media.upload.drop"
        help="admin.media.upload.help"
      />
      <UploadList
        uploads={uploads}
        done={(upload) => <DescribeUpload upload={upload} />}
      />
      {settled && (
        <Button size="small" onClick={clear} sx={{ mt: 1 }}>
          {translate("admin.media.upload.clear")}
        </Button>
      )}
    </Box>
  )
}

/** An uploaded file's alt text, saved to its item. */
function DescribeUpload({ upload }: { upload: Upload }) {
  const dataProvider = useDataProvider<PanelDataProvider>()
  const notify = useNotify()
  const refresh = useRefresh()
  const translate = useTranslate()
  const item = upload.item!
  const [value, setValue] = React.useState<Description>({
    alt: item.alt ?? "",
    decorative: item.decorative ?? false,
  })
  const [saving, setSaving] = React.useState(false)
  const [saved, setSaved] = React.useState(false)
  const save = async () => {
    setSaving(true)
    try {
      await dataProvider.update("media", {
        id: item.id,
        data: {
          alt: value.decorative ? "" : value.alt,
          decorative: value.decorative,
        },
        previousData: item,
      })
      setSaved(true)
      refresh()
    } catch (error) {
      notify((error as Error).message || "admin.error.unknown", {
        type: "error",
      })
    } finally {
      setSaving(false)
    }
  }
  if (saved)
    return (
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        {translate("admin.media.alt.saved")}
      </Typography>
    )
  return (
    <Box
      role="group"
      aria-label={translate("admin.media.upload.describe", {
        name: upload.file.name,
      })}
      sx={{
        display: "flex",
        gap: 2,
        alignItems: "flex-start",
        flexWrap: "wrap",
        my: 1,
      }}
    >
      <Box
        component="img"
        src={item.src}
        alt=""
        sx={{ width: 96, height: 96, objectFit: "cover", borderRadius: 1 }}
      />
      <Box sx={{ flex: "1 1 240px", minWidth: 0 }}>
        <AltFields value={value} onChange={setValue} />
        <Button
          variant="contained"
          size="small"
          onClick={save}
          disabled={saving || !describedEnough(value.alt, value.decorative)}
        >
          {translate("admin.media.alt.save")}
        </Button>
      </Box>
    </Box>
  )
}
