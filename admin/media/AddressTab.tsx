import * as React from "react"
import { Box, Button, TextField } from "@mui/material"
import { useDataProvider, useTranslate } from "react-admin"
import type { PanelDataProvider } from "../dataProvider"
import AltFields, { type Description } from "./AltFields"
import { describedEnough, type MediaItem } from "./types"

// http:// would be blocked as mixed content on the https site.
const HTTPS = /^https:\/\/[^\s/$.?#][^\s]*$/i

// The picker's address: an image elsewhere, by its https address and its alt text, registered in
// the library (so it is described once, and flagged like the others) before it is chosen.
export default function AddressTab({
  onChoose,
  onError,
}: {
  onChoose: (item: MediaItem, description: Description) => Promise<void>
  onError: (message: string) => void
}) {
  const translate = useTranslate()
  const dataProvider = useDataProvider<PanelDataProvider>()
  const [url, setUrl] = React.useState("")
  const [description, setDescription] = React.useState<Description>({
    alt: "",
    decorative: false,
  })
  const [busy, setBusy] = React.useState(false)
  const wrong = url.trim() !== "" && !HTTPS.test(url.trim())
  const add = async () => {
    setBusy(true)
    try {
      const item = await dataProvider.addMediaAddress(
        url.trim(),
        description.decorative ? "" : description.alt
      )
      await onChoose(item, description)
    } catch (failure) {
      onError((failure as Error).message || translate("admin.error.unknown"))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <TextField
        type="url"
        label={translate("admin.media.picker.url")}
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={wrong}
        helperText={translate(
          wrong
            ? "admin.media.picker.url_invalid"
            : "admin.media.picker.url_help"
        )}
        fullWidth
        autoFocus
      />
      <AltFields value={description} onChange={setDescription} />
      <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
        <Button
          variant="contained"
          disabled={
            busy ||
            !HTTPS.test(url.trim()) ||
            !describedEnough(description.alt, description.decorative)
          }
          onClick={add}
        >
          {translate("admin.media.picker.choose_address")}
        </Button>
      </Box>
    </Box>
  )
}
