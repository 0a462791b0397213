import * as React from "react"
import { Box } from "@mui/material"
import {
  ImageField,
  ImageInput,
  regex,
  TextInput,
  useTranslate,
} from "react-admin"

// A record's image: a file uploaded from the administrator's computer (react-admin's ImageInput;
// the data provider sends it to POST /api/admin/uploads on save and keeps the returned
// /uploads/… address), or the https address of an image elsewhere. Both edit the same field, so
// the preview shows whichever was given last.

// What the server takes (DECISIONS.md); it checks the content again.
const accept = {
  "image/jpeg": [".jpg", ".jpeg"],
  "image/png": [".png"],
  "image/webp": [".webp"],
  "image/avif": [".avif"],
}
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024

// http:// would be blocked as mixed content on the https site; a path on the site itself is fine.
const httpsOrPath = regex(
  /^(https:\/\/\S+|\/(?!\/)\S*)?$/,
  "admin.image.https_only"
)

export default function ImageUrlInput({ source }: { source: string }) {
  const translate = useTranslate()
  return (
    <Box sx={{ width: "100%" }}>
      <ImageInput
        source={source}
        accept={accept}
        maxSize={MAX_IMAGE_BYTES}
        format={asPreview}
        helperText="admin.image.upload_help"
        placeholder={<p>{translate("admin.image.drop")}</p>}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
      <TextInput
        source={source}
        label="admin.image.url"
        helperText="admin.image_help"
        format={(value: unknown) => (typeof value === "string" ? value : "")}
        validate={httpsOrPath}
        fullWidth
      />
    </Box>
  )
}

// A saved address is previewed like a file just dropped (react-admin keeps those as { src, rawFile }).
function asPreview(value: unknown) {
  if (typeof value === "string") return value ? { src: value, title: "" } : null
  return value ?? null
}
