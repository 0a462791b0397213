import * as React from "react"
import { Box, Button } from "@mui/material"
import { useDataProvider, useTranslate } from "react-admin"
import type { PanelDataProvider } from "../dataProvider"
import AltFields, { type Description } from "./AltFields"
import DropZone from "./DropZone"
import UploadList from "./UploadList"
import { useUploadQueue } from "./useUploadQueue"
import { describedEnough, type MediaItem } from "./types"

// The picker's upload: one file, stored in the library as it is dropped, then described (alt
// text or 'Decorative') before it can be chosen.
export default function UploadTab({
  onChoose,
}: {
  onChoose: (item: MediaItem, description: Description) => Promise<void>
}) {
  const translate = useTranslate()
  const dataProvider = useDataProvider<PanelDataProvider>()
  const { uploads, add } = useUploadQueue((file, onProgress) =>
    dataProvider.uploadMedia(file, { onProgress })
  )
  const [description, setDescription] = React.useState<Description>({
    alt: "",
    decorative: false,
  })
  const [busy, setBusy] = React.useState(false)
  const latest = uploads.at(-1)
  const item = latest?.status === "done" ? latest.item : undefined
  return (
    <Box>
      <DropZone
        multiple={false}
        onFiles={(files) => add(files.slice(0, 1))}
        label="admin.media.upload.drop_one"
        help="admin.media.upload.help"
      />
      <UploadList uploads={latest ? [latest] : []} />
      {item && (
        <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", mt: 2 }}>
          <Box
            component="img"
            src={item.src}
            alt=""
            sx={{
              width: 120,
              height: 120,
              objectFit: "cover",
              borderRadius: 1,
            }}
          />
          <Box sx={{ flex: "1 1 240px", minWidth: 0 }}>
            <AltFields
              value={description}
              onChange={setDescription}
              autoFocus
            />
          </Box>
        </Box>
      )}
      <Box sx={{ display: "flex", justifyContent: "flex-end", mt: 2 }}>
        <Button
          variant="contained"
          disabled={
            !item ||
            busy ||
            !describedEnough(description.alt, description.decorative)
          }
          onClick={async () => {
            setBusy(true)
            await onChoose(item!, description)
            setBusy(false)
          }}
        >
          {translate("admin.media.picker.choose_upload")}
        </Button>
      </Box>
    </Box>
  )
}
