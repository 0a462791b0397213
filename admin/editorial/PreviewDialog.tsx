import * as React from "react"
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from "@mui/material"
import { useTranslate } from "react-admin"
import type { NewPreviewLink } from "../../schemas/previews"

// The link a preview was given: opened in a new tab, or copied to share with someone who is not
// signed in. It shows the draft until it expires.
export default function PreviewDialog({
  link,
  onClose,
}: {
  link: NewPreviewLink | null
  onClose: () => void
}) {
  const translate = useTranslate()
  const [copied, setCopied] = React.useState(false)
  const url = link ? new URL(link.url, window.location.origin).href : ""
  const copy = async () => {
    await navigator.clipboard.writeText(url)
    setCopied(true)
  }
  React.useEffect(() => setCopied(false), [link])
  return (
    <Dialog open={link !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate("admin.workflow.preview_title")}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate("admin.workflow.preview_help", {
            time: link
              ? new Date(link.expiresAt).toLocaleString(undefined, {
                  dateStyle: "long",
                  timeStyle: "short",
                })
              : "",
          })}
        </DialogContentText>
        <TextField
          label={translate("admin.workflow.preview_link")}
          value={url}
          fullWidth
          slotProps={{ input: { readOnly: true } }}
          onFocus={(event) => event.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <span role="status" aria-live="polite">
          {copied ? translate("admin.workflow.copied") : ""}
        </span>
        <MuiButton onClick={copy}>{translate("admin.workflow.copy")}</MuiButton>
        <MuiButton
          href={url}
          target="_blank"
          rel="noopener"
          variant="contained"
        >
          {translate("admin.workflow.open_preview")}
        </MuiButton>
        <MuiButton onClick={onClose}>
          {translate("admin.publish.close")}
        </MuiButton>
      </DialogActions>
    </Dialog>
  )
}
