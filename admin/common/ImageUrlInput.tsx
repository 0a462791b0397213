import * as React from "react"
import { Box, Button } from "@mui/material"
import { ImageInput, useCanAccess, useTranslate } from "react-admin"
import { useFormContext, useWatch } from "react-hook-form"
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from "../../common/uploads"
import MediaImageInput from "../media/MediaImageInput"

// A record's image. Staff choose it in the media library's picker (an image there, a new upload
// or an https address, each with its alt text). A teacher, who has no library, uploads a file
// from their computer (their photo, their course's image): react-admin's ImageInput, which the
// data provider sends to POST /api/admin/uploads on save, keeping the returned /uploads/…
// address. `uploadOnly` asks for the upload whatever the role (one's own profile photo).
export default function ImageUrlInput({
  source,
  uploadOnly = false,
}: {
  source: string
  uploadOnly?: boolean
}) {
  const { canAccess, isPending } = useCanAccess({
    resource: "media",
    action: "list",
  })
  if (uploadOnly || (!isPending && !canAccess))
    return <UploadImageInput source={source} />
  if (isPending) return null
  return <MediaImageInput source={source} />
}

// The preview is ours rather than ImageInput's, whose remove button is labelled "Delete", like
// the record's own Delete button beside it.
function UploadImageInput({ source }: { source: string }) {
  const translate = useTranslate()
  const { setValue } = useFormContext()
  const value: unknown = useWatch({ name: source })
  const preview =
    typeof value === "string"
      ? value
      : ((value as { src?: string } | null)?.src ?? "")
  return (
    <Box sx={{ width: "100%" }}>
      <ImageInput
        source={source}
        accept={UPLOAD_TYPES}
        maxSize={MAX_UPLOAD_BYTES}
        format={keepFiles}
        helperText="admin.image.upload_help"
        placeholder={<p>{translate("admin.image.drop")}</p>}
        // The drop zone's own file input has no label of its own.
        inputProps={{ "aria-label": translate("admin.image.drop") }}
      />
      {preview && (
        <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 2 }}>
          <Box
            component="img"
            src={preview}
            alt={translate("admin.image.preview")}
            sx={{ maxHeight: 120, maxWidth: 240, objectFit: "contain" }}
          />
          <Button
            size="small"
            onClick={() => setValue(source, "", { shouldDirty: true })}
          >
            {translate("admin.image.remove")}
          </Button>
        </Box>
      )}
    </Box>
  )
}

// The dropzone lists no files of its own; a saved address is shown by the preview above.
function keepFiles(value: unknown) {
  return typeof value === "string" ? null : (value ?? null)
}
