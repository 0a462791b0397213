import * as React from "react"
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
} from "@mui/material"
import { useTranslate } from "react-admin"
import { isImageAddress } from "../common/editor/addresses"

// TEMPORARY stand-in until the media library's picker is merged (same file, same props): it takes
// an image's address and its alt text as typed, so the editor's image button works and is tested
// on its own branch. The library's picker replaces this file whole.

export interface MediaChoice {
  src: string
  alt: string
  decorative: boolean
  caption?: string | null
}

export interface MediaPickerDialogProps {
  open: boolean
  onClose: () => void
  onChoose: (item: MediaChoice) => void
}

export function MediaPickerDialog({
  open,
  onClose,
  onChoose,
}: MediaPickerDialogProps) {
  const translate = useTranslate()
  const [src, setSrc] = React.useState("")
  const [alt, setAlt] = React.useState("")
  const [caption, setCaption] = React.useState("")
  const [decorative, setDecorative] = React.useState(false)
  const [tried, setTried] = React.useState(false)
  const badSrc = !isImageAddress(src)
  const badAlt = !decorative && !alt.trim()
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    // The dialog sits in a form's React tree: its submit must not submit the record.
    event.stopPropagation()
    setTried(true)
    if (badSrc || badAlt) return
    onChoose({
      src: src.trim(),
      alt: decorative ? "" : alt.trim(),
      decorative,
      caption: caption.trim() || null,
    })
  }
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate("admin.editor.image_title")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={translate("admin.editor.image_src")}
              value={src}
              onChange={(event) => setSrc(event.target.value)}
              error={tried && badSrc}
              helperText={translate("admin.editor.image_src_help")}
              required
              autoFocus
            />
            <TextField
              label={translate("admin.editor.image_alt")}
              value={alt}
              onChange={(event) => setAlt(event.target.value)}
              error={tried && badAlt}
              helperText={translate("admin.editor.image_alt_help")}
              disabled={decorative}
              slotProps={{ htmlInput: { maxLength: 250 } }}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={decorative}
                  onChange={(event) => setDecorative(event.target.checked)}
                />
              }
              label={translate("admin.editor.image_decorative")}
            />
            <TextField
              label={translate("admin.editor.image_caption")}
              value={caption}
              onChange={(event) => setCaption(event.target.value)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate("ra.action.cancel")}</Button>
          <Button type="submit" variant="contained">
            {translate("admin.editor.insert")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

export default MediaPickerDialog
