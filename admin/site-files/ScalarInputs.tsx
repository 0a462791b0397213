import * as React from "react"
import {
  Box,
  Button,
  FormControlLabel,
  FormHelperText,
  Switch,
  TextField,
  Typography,
} from "@mui/material"
import LinkIcon from "@mui/icons-material/Link"
import PhotoLibraryIcon from "@mui/icons-material/PhotoLibrary"
import { useTranslate } from "react-admin"
import type { ScalarShape } from "../../common/site-file-shape"
import LinkDialog from "../common/editor/LinkDialog"
import { PickImage } from "../common/editor/pick-image"
import { isLongText, type ShapeInputProps } from "./shape"

// The inputs of a file's single values: a text (several lines for a long one; a page address with
// the page picker), a number, a yes/no, an image from the media library, and a value staff may
// not change, shown disabled. Each says under it what the server said of it when it refused the
// last save.

/** Where the server's refusal of the last save points, and what it said. */
export const RefusalContext = React.createContext<{
  path: string
  message: string
} | null>(null)

export function ScalarInput(props: ScalarProps) {
  const { shape } = props
  if (shape.role === "readOnly") return <ReadOnlyValue {...props} />
  if (shape.role === "image") return <ImageValue {...props} />
  if (shape.kind === "boolean") return <BooleanValue {...props} />
  if (shape.kind === "int" || shape.kind === "float")
    return <NumberValue {...props} />
  return <TextValue {...props} />
}

export type ScalarProps = Omit<ShapeInputProps, "shape"> & {
  shape: ScalarShape
}

/** What the server said of this part when it refused the last save, if anything. */
function useRefusal(path: string) {
  const refusal = React.useContext(RefusalContext)
  return refusal?.path === path ? refusal.message : null
}

function TextValue({ value, onChange, shape, label, path }: ScalarProps) {
  const translate = useTranslate()
  const refused = useRefusal(path)
  const [open, setOpen] = React.useState(false)
  // Several lines for a text that is long when the form opens; the box then stays so.
  const [long] = React.useState(() => isLongText(value))
  const text = value === undefined || value === null ? "" : String(value)
  const box = (
    <TextField
      label={label}
      value={text}
      // An optional text cleared leaves the file, as if it had never been filled.
      onChange={(event) =>
        onChange(
          event.target.value === "" && !shape.required
            ? undefined
            : event.target.value
        )
      }
      required={shape.required}
      error={Boolean(refused)}
      helperText={refused ?? shape.description}
      multiline={long}
      minRows={long ? 2 : undefined}
      fullWidth
      size="small"
      sx={{ mb: 2 }}
    />
  )
  if (shape.role !== "link") return box
  return (
    <Box
      sx={{
        display: "flex",
        gap: 1,
        alignItems: "flex-start",
        flexWrap: "wrap",
      }}
    >
      <Box sx={{ flex: "1 1 240px", minWidth: 0 }}>{box}</Box>
      <Button
        startIcon={<LinkIcon />}
        onClick={() => setOpen(true)}
        aria-label={translate("admin.siteFiles.choose_page", { name: label })}
      >
        {translate("admin.siteFiles.choose_page_short")}
      </Button>
      <LinkDialog
        open={open}
        initial={text}
        onClose={() => setOpen(false)}
        onChoose={(href) => {
          onChange(href)
          setOpen(false)
        }}
      />
    </Box>
  )
}

function NumberValue({ value, onChange, shape, label, path }: ScalarProps) {
  const refused = useRefusal(path)
  return (
    <TextField
      type="number"
      label={label}
      value={typeof value === "number" ? value : ""}
      // A cleared box is no number: the save says so, with the line.
      onChange={(event) =>
        onChange(event.target.value === "" ? null : Number(event.target.value))
      }
      required={shape.required}
      error={Boolean(refused)}
      helperText={refused ?? shape.description}
      slotProps={{ htmlInput: { step: shape.kind === "int" ? 1 : "any" } }}
      size="small"
      sx={{ mb: 2, width: { xs: "100%", sm: 240 } }}
    />
  )
}

function BooleanValue({ value, onChange, shape, label, path }: ScalarProps) {
  const refused = useRefusal(path)
  return (
    <Box sx={{ mb: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
          />
        }
        label={label}
      />
      {(refused ?? shape.description) && (
        <FormHelperText error={Boolean(refused)}>
          {refused ?? shape.description}
        </FormHelperText>
      )}
    </Box>
  )
}

/** A value staff may not change (a page's address, its template): shown, not editable. */
function ReadOnlyValue({ value, label }: ScalarProps) {
  const translate = useTranslate()
  return (
    <TextField
      label={label}
      value={
        value === undefined || value === null
          ? ""
          : typeof value === "object"
            ? JSON.stringify(value)
            : String(value)
      }
      disabled
      fullWidth
      size="small"
      helperText={translate("admin.siteFiles.read_only")}
      sx={{ mb: 2 }}
    />
  )
}

/**
 * An image: the file's own picture (a path beside it, "../images/hero-wind.jpg") or a library
 * item's address. Choosing one in the library puts its address, and fills the alt text field
 * beside it (`imageAlt` beside `image`) with the item's.
 */
function ImageValue({
  value,
  onChange,
  onChooseImage,
  shape,
  label,
  path,
}: ScalarProps) {
  const translate = useTranslate()
  const refused = useRefusal(path)
  const [open, setOpen] = React.useState(false)
  const labelId = React.useId()
  const src = typeof value === "string" ? value : ""
  const shipped = src !== "" && !/^(\/|https:)/.test(src)
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ mb: 2 }}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box
        sx={{ display: "flex", gap: 2, flexWrap: "wrap", alignItems: "center" }}
      >
        {src && !shipped && (
          <Box
            component="img"
            src={src}
            alt=""
            sx={{ maxHeight: 80, maxWidth: "min(100%, 160px)" }}
          />
        )}
        <Typography
          variant="body2"
          sx={{ overflowWrap: "anywhere", fontFamily: "monospace" }}
        >
          {src
            ? shipped
              ? translate("admin.siteFiles.shipped_image", { path: src })
              : src
            : translate("admin.media.input.none")}
        </Typography>
      </Box>
      {(refused ?? shape.description) && (
        <FormHelperText error={Boolean(refused)}>
          {refused ?? shape.description}
        </FormHelperText>
      )}
      <Button
        variant="outlined"
        startIcon={<PhotoLibraryIcon />}
        onClick={() => setOpen(true)}
        aria-label={translate(
          src ? "admin.siteFiles.change_image" : "admin.siteFiles.choose_image",
          { name: label }
        )}
        sx={{ mt: 1 }}
      >
        {translate(
          src ? "admin.media.input.change" : "admin.media.input.choose"
        )}
      </Button>
      <PickImage
        open={open}
        onClose={() => setOpen(false)}
        onChoose={(image) =>
          onChooseImage
            ? onChooseImage(image.src, image.alt)
            : onChange(image.src)
        }
      />
    </Box>
  )
}
