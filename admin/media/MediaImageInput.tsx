import * as React from "react"
import { Alert, Box, Button, Link as MuiLink, Typography } from "@mui/material"
import PhotoLibraryIcon from "@mui/icons-material/PhotoLibrary"
import {
  FieldTitle,
  useCreatePath,
  useGetList,
  useInput,
  useResourceContext,
  useTranslate,
} from "react-admin"
import { Link } from "react-router-dom"
import { MediaPickerDialog } from "./MediaPickerDialog"
import { chosen, needsAlt, type ChosenImage, type MediaItem } from "./types"

// A record's image field for staff: the image it holds with what it says, 'Choose image' (the
// library's picker) and 'Remove'. The field keeps the image's address as text, the `src` of a
// library item. An image the library knows without alt text is flagged here, since the record
// cannot be published with it; its page in the library is one click away.
export default function MediaImageInput({ source }: { source: string }) {
  const resource = useResourceContext()
  const translate = useTranslate()
  const createPath = useCreatePath()
  const { field, isRequired } = useInput({ source })
  const [open, setOpen] = React.useState(false)
  const [picked, setPicked] = React.useState<ChosenImage | null>(null)
  const src = typeof field.value === "string" ? field.value : ""
  const fresh = picked?.src === src ? picked : null
  // The item behind an address the record already held (the API lists it by `src`).
  const { data } = useGetList<MediaItem>(
    "media",
    { filter: { src }, pagination: { page: 1, perPage: 1 } },
    { enabled: Boolean(src) && !fresh }
  )
  const item = src
    ? data?.find((candidate) => candidate.src === src)
    : undefined
  const description = fresh ?? (item ? chosen(item) : null)
  const labelId = React.useId()
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ width: "100%", mb: 2 }}>
      <Typography
        id={labelId}
        variant="body2"
        color="text.secondary"
        sx={{ mb: 1 }}
      >
        <FieldTitle
          source={source}
          resource={resource}
          isRequired={isRequired}
        />
      </Typography>
      {src ? (
        <Box
          sx={{
            display: "flex",
            gap: 2,
            flexWrap: "wrap",
            alignItems: "flex-start",
          }}
        >
          <Box
            component="img"
            src={src}
            alt={
              description?.decorative
                ? ""
                : description?.alt || translate("admin.image.preview")
            }
            sx={{
              maxHeight: 120,
              maxWidth: "min(100%, 240px)",
              objectFit: "contain",
            }}
          />
          <Box sx={{ flex: "1 1 200px", minWidth: 0 }}>
            {description && needsAlt(description) ? (
              <Alert severity="warning" sx={{ mb: 1 }}>
                {translate("admin.media.input.needs_alt")}{" "}
                {item && (
                  <MuiLink
                    component={Link}
                    to={createPath({
                      resource: "media",
                      id: item.id,
                      type: "edit",
                    })}
                  >
                    {translate("admin.media.input.describe")}
                  </MuiLink>
                )}
              </Alert>
            ) : description ? (
              <Typography
                variant="body2"
                sx={{ overflowWrap: "anywhere", mb: 1 }}
              >
                {description.decorative
                  ? translate("admin.media.input.decorative")
                  : translate("admin.media.input.alt", {
                      alt: description.alt,
                    })}
              </Typography>
            ) : null}
          </Box>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate("admin.media.input.none")}
        </Typography>
      )}
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mt: 1 }}>
        <Button
          variant="outlined"
          startIcon={<PhotoLibraryIcon />}
          onClick={() => setOpen(true)}
        >
          {translate(
            src ? "admin.media.input.change" : "admin.media.input.choose"
          )}
        </Button>
        {src && (
          <Button
            onClick={() => {
              field.onChange("")
              setPicked(null)
            }}
          >
            {translate("admin.image.remove")}
          </Button>
        )}
      </Box>
      <MediaPickerDialog
        open={open}
        onClose={() => setOpen(false)}
        onChoose={(image) => {
          setPicked(image)
          field.onChange(image.src)
        }}
      />
    </Box>
  )
}
