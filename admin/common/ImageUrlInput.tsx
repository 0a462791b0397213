import * as React from "react"
import { Box, Button } from "@mui/material"
import { ImageInput, regex, TextInput, useTranslate } from "react-admin"
import { useFormContext, useWatch } from "react-hook-form"
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from "../../common/uploads"

// A record's image: a file uploaded from the administrator's computer (react-admin's ImageInput;
// the data provider sends it to POST /api/admin/uploads on save and keeps the returned
// /uploads/… address), or the https address of an image elsewhere. Both edit the same field.
// The preview is ours rather than ImageInput's, whose remove button is labelled "Delete", like
// the record's own Delete button beside it. With `uploadOnly` (a teacher's photo) there is no
// address to type: the server takes only an upload there.

// http:// would be blocked as mixed content on the https site; a path on the site itself is fine.
const httpsOrPath = regex(
  /^(https:\/\/\S+|\/(?!\/)\S*)?$/,
  "admin.image.https_only"
)

export default function ImageUrlInput({
  source,
  uploadOnly = false,
}: {
  source: string
  uploadOnly?: boolean
}) {
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
      {!uploadOnly && (
        <TextInput
          source={source}
          label="admin.image.url"
          helperText="admin.image_help"
          format={(saved: unknown) => (typeof saved === "string" ? saved : "")}
          validate={httpsOrPath}
        />
      )}
    </Box>
  )
}

// The dropzone lists no files of its own; a saved address is shown by the preview above.
function keepFiles(value: unknown) {
  return typeof value === "string" ? null : (value ?? null)
}
