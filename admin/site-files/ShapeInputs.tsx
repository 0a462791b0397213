import * as React from "react"
import { Box, Button, TextField, Typography } from "@mui/material"
import AddIcon from "@mui/icons-material/Add"
import LinkIcon from "@mui/icons-material/Link"
import PhotoLibraryIcon from "@mui/icons-material/PhotoLibrary"
import { BooleanInput, NumberInput, TextInput, useTranslate } from "react-admin"
import { useController, useFormContext, useWatch } from "react-hook-form"
import type { ScalarShape, SiteFileShape } from "../../common/site-file-shape"
import LinkDialog from "../common/editor/LinkDialog"
import { PickImage } from "../common/editor/pick-image"
import ListInput from "./ListInput"
import { emptyValue, humanise, isLongText } from "./shape"

// A content file's form, drawn from its shape: a group of named values is a fieldset with a
// heading, a list is a ListInput (add, remove, reorder), a text a text box (several lines for a
// long one), a number a number box, a yes/no a switch; an image takes the media library's picker,
// a page address the page picker, and what staff may not change is shown but cannot be edited.

export interface ShapeInputProps {
  /** The value's place in the form ("content.hero.heading"). */
  name: string
  shape: SiteFileShape
  label: string
  /** How deep the value sits, for its heading's level (h2 for the file's own parts). */
  depth: number
  /** An image's alt text field beside it (`imageAlt` beside `image`), filled when one is chosen. */
  altName?: string
}

export function ShapeInput(props: ShapeInputProps) {
  const { shape } = props
  if (shape.kind === "object") return <ObjectInput {...props} shape={shape} />
  if (shape.kind === "list") return <ListInput {...props} shape={shape} />
  return <ScalarInput {...props} shape={shape} />
}

/** The fields of a group, one after the other. */
export function ObjectFields({
  name,
  shape,
  depth,
}: Omit<ShapeInputProps, "label" | "shape"> & {
  shape: Extract<SiteFileShape, { kind: "object" }>
}) {
  return (
    <>
      {Object.entries(shape.fields).map(([key, field]) => (
        <ShapeInput
          key={key}
          name={`${name}.${key}`}
          shape={field}
          label={humanise(key)}
          depth={depth}
          altName={
            field.kind !== "list" &&
            field.kind !== "object" &&
            field.role === "image" &&
            shape.fields[`${key}Alt`]
              ? `${name}.${key}Alt`
              : undefined
          }
        />
      ))}
    </>
  )
}

const headingLevel = (depth: number) =>
  `h${Math.min(depth + 2, 6)}` as "h2" | "h3" | "h4" | "h5" | "h6"

function ObjectInput({
  name,
  shape,
  label,
  depth,
}: ShapeInputProps & { shape: Extract<SiteFileShape, { kind: "object" }> }) {
  const translate = useTranslate()
  const { setValue } = useFormContext()
  const value: unknown = useWatch({ name })
  // An optional group the file does not have: offered, not drawn (drawing its inputs would add
  // it, empty, to the file).
  if (value === undefined || value === null)
    return (
      <Box sx={{ mb: 2 }}>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() =>
            setValue(name, emptyValue(shape), { shouldDirty: true })
          }
        >
          {translate("admin.siteFiles.add_group", { name: label })}
        </Button>
      </Box>
    )
  return (
    <Box
      component="fieldset"
      sx={{
        border: 1,
        borderColor: "divider",
        borderRadius: 1,
        px: 2,
        pb: 1,
        mb: 2,
        mx: 0,
        minWidth: 0,
      }}
    >
      <Box component="legend" sx={{ px: 0.5 }}>
        <Typography variant="subtitle1" component={headingLevel(depth)}>
          {label}
        </Typography>
      </Box>
      {shape.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {shape.description}
        </Typography>
      )}
      <ObjectFields name={name} shape={shape} depth={depth + 1} />
    </Box>
  )
}

function ScalarInput({
  name,
  shape,
  label,
  altName,
}: ShapeInputProps & { shape: ScalarShape }) {
  const translate = useTranslate()
  const helperText = shape.description ?? false
  if (shape.role === "readOnly")
    return <ReadOnlyValue name={name} label={label} />
  if (shape.role === "image")
    return (
      <ImageValue name={name} label={label} shape={shape} altName={altName} />
    )
  if (shape.role === "link")
    return <LinkValue name={name} label={label} shape={shape} />
  if (shape.kind === "boolean")
    return <BooleanInput source={name} label={label} helperText={helperText} />
  if (shape.kind === "int" || shape.kind === "float")
    return (
      <NumberInput
        source={name}
        label={label}
        helperText={helperText}
        step={shape.kind === "int" ? 1 : "any"}
        validate={
          shape.required
            ? (value: unknown) =>
                value === null || value === undefined || value === ""
                  ? translate("ra.validation.required")
                  : undefined
            : undefined
        }
      />
    )
  return <TextValue name={name} label={label} shape={shape} />
}

// A text keeps "" as "" (react-admin would make a cleared box null, which no text field holds).
const keep = (value: string) => value

function TextValue({
  name,
  label,
  shape,
}: {
  name: string
  label: string
  shape: ScalarShape
}) {
  const value: unknown = useWatch({ name })
  // Several lines for a text that is long when the form opens; the box then stays so.
  const [long] = React.useState(() => isLongText(value))
  return (
    <TextInput
      source={name}
      label={label}
      parse={keep}
      helperText={shape.description ?? false}
      multiline={long}
      minRows={long ? 2 : undefined}
      fullWidth
      isRequired={shape.required}
    />
  )
}

/** A value staff may not change (a page's address, its template): shown, not editable. */
function ReadOnlyValue({ name, label }: { name: string; label: string }) {
  const translate = useTranslate()
  const value: unknown = useWatch({ name })
  // Not an input of the form: its value goes back as the file has it.
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
  name,
  label,
  shape,
  altName,
}: {
  name: string
  label: string
  shape: ScalarShape
  altName?: string
}) {
  const translate = useTranslate()
  const { field } = useController({ name })
  const { setValue } = useFormContext()
  const [open, setOpen] = React.useState(false)
  const labelId = React.useId()
  const src = typeof field.value === "string" ? field.value : ""
  const shipped = src !== "" && !/^(\/|https:)/.test(src)
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ mb: 2 }}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        {label}
        {shape.required ? " *" : ""}
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
      {shape.description && (
        <Typography variant="caption" color="text.secondary">
          {shape.description}
        </Typography>
      )}
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mt: 1 }}>
        <Button
          variant="outlined"
          startIcon={<PhotoLibraryIcon />}
          onClick={() => setOpen(true)}
          aria-label={translate(
            src
              ? "admin.siteFiles.change_image"
              : "admin.siteFiles.choose_image",
            { name: label }
          )}
        >
          {translate(
            src ? "admin.media.input.change" : "admin.media.input.choose"
          )}
        </Button>
      </Box>
      <PickImage
        open={open}
        onClose={() => setOpen(false)}
        onChoose={(image) => {
          field.onChange(image.src)
          // The alt text beside it, where the shape has one, says what the chosen image shows.
          if (altName) setValue(altName, image.alt, { shouldDirty: true })
        }}
      />
    </Box>
  )
}

/** A page address: typed, or picked among the site's pages with the page picker. */
function LinkValue({
  name,
  label,
  shape,
}: {
  name: string
  label: string
  shape: ScalarShape
}) {
  const translate = useTranslate()
  const { setValue, getValues } = useFormContext()
  const [open, setOpen] = React.useState(false)
  return (
    <Box
      sx={{
        display: "flex",
        gap: 1,
        alignItems: "flex-start",
        flexWrap: "wrap",
      }}
    >
      <Box sx={{ flex: "1 1 240px", minWidth: 0 }}>
        <TextInput
          source={name}
          label={label}
          parse={keep}
          helperText={shape.description ?? false}
          fullWidth
          isRequired={shape.required}
        />
      </Box>
      <Button
        startIcon={<LinkIcon />}
        onClick={() => setOpen(true)}
        sx={{ mt: 1 }}
        aria-label={translate("admin.siteFiles.choose_page", { name: label })}
      >
        {translate("admin.siteFiles.choose_page_short")}
      </Button>
      <LinkDialog
        open={open}
        initial={String(getValues(name) ?? "")}
        onClose={() => setOpen(false)}
        onChoose={(href) => {
          setValue(name, href, { shouldDirty: true })
          setOpen(false)
        }}
      />
    </Box>
  )
}
