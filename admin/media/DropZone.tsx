import * as React from "react"
import { Box, Button, Typography } from "@mui/material"
import UploadFileIcon from "@mui/icons-material/UploadFile"
import { useTranslate } from "react-admin"
import { UPLOAD_TYPES } from "../../common/uploads"

const accept = Object.entries(UPLOAD_TYPES)
  .flatMap(([type, endings]) => [type, ...endings])
  .join(",")

// Where files are dropped, with a button that opens the file chooser for those who do not drag
// (a keyboard, a screen reader, a phone). Every file is handed on; the upload queue checks them.
export default function DropZone({
  onFiles,
  multiple = true,
  label,
  help,
}: {
  onFiles: (files: File[]) => void
  multiple?: boolean
  label: string
  help: string
}) {
  const translate = useTranslate()
  const input = React.useRef<HTMLInputElement>(null)
  const [over, setOver] = React.useState(false)
  const helpId = React.useId()
  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault()
        setOver(false)
        const files = [...event.dataTransfer.files]
        if (files.length) onFiles(multiple ? files : files.slice(0, 1))
      }}
      data-testid="drop-zone"
      sx={{
        border: 2,
        borderStyle: "dashed",
        borderColor: over ? "primary.main" : "divider",
        bgcolor: over ? "action.hover" : "transparent",
        borderRadius: 1,
        p: { xs: 2, sm: 3 },
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        gap: 1,
        textAlign: "center",
      }}
    >
      <Typography>{translate(label)}</Typography>
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        onClick={() => input.current?.click()}
        aria-describedby={helpId}
      >
        {translate(
          multiple
            ? "admin.media.upload.choose"
            : "admin.media.upload.choose_one"
        )}
      </Button>
      <Typography id={helpId} variant="body2" color="text.secondary">
        {translate(help)}
      </Typography>
      <input
        ref={input}
        type="file"
        hidden
        multiple={multiple}
        accept={accept}
        // Chosen again after a failure, the same file must still count as a change.
        onChange={(event) => {
          const files = [...(event.target.files ?? [])]
          event.target.value = ""
          if (files.length) onFiles(files)
        }}
        aria-label={translate(
          multiple
            ? "admin.media.upload.choose"
            : "admin.media.upload.choose_one"
        )}
      />
    </Box>
  )
}
