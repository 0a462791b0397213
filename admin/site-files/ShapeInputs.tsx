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
import AddIcon from "@mui/icons-material/Add"
import LinkIcon from "@mui/icons-material/Link"
import PhotoLibraryIcon from "@mui/icons-material/PhotoLibrary"
import { useTranslate } from "react-admin"
import type { ScalarShape, SiteFileShape } from "../../common/site-file-shape"
import LinkDialog from "../common/editor/LinkDialog"
import { PickImage } from "../common/editor/pick-image"
import ListInput from "./ListInput"
import {
  emptyValue,
  humanise,
  isLongText,
  partPath,
  type ShapeInputProps,
} from "./shape"

// A content file's form, drawn from its shape: a group of named values is a fieldset with a
// heading, a list is a ListInput (add, remove, reorder), a text a text box (several lines for a
// long one), a number a number box, a yes/no a switch; an image takes the media library's picker,
// a page address the page picker, and what staff may not change is shown but cannot be edited.
//
// The whole file is one value of the form (react-hook-form's `content`), passed down part by
// part and changed by replacing the parts on the way to what changed: a moved or removed item
// takes nothing of the item that sat in its place before, and an optional part the file does not
// have stays out of it until someone fills it.

type ObjectShape = Extract<SiteFileShape, { kind: "object" }>

/** Where the server's refusal of the last save points, and what it said. */
export const RefusalContext = React.createContext<{
  path: string
  message: string
} | null>(null)

export const ShapeInput = React.memo(function ShapeInput(
  props: ShapeInputProps
) {
  const { shape } = props
  if (shape.kind === "object") return <ObjectInput {...props} shape={shape} />
  if (shape.kind === "list")
    return <ListInput {...props} shape={shape} renderItem={renderItem} />
  return <ScalarInput {...props} shape={shape} />
})

// A list's item: a group's fields straight in the item's card, any other value as its input.
function renderItem(props: ShapeInputProps) {
  return props.shape.kind === "object" ? (
    <ObjectFields {...props} shape={props.shape} />
  ) : (
    <ShapeInput {...props} />
  )
}

/** The latest value, for callbacks that stay the same from one render to the next. */
function useLatest<T>(value: T) {
  const ref = React.useRef(value)
  ref.current = value
  return ref
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** The fields of a group, one after the other. */
export function ObjectFields({
  value,
  onChange,
  shape,
  path,
  depth,
}: Omit<ShapeInputProps, "label" | "shape"> & { shape: ObjectShape }) {
  const latest = useLatest({ value, onChange })
  // One change function per field, the same across renders, so an untouched field is not drawn
  // again when another one changes.
  const changes = React.useMemo(() => {
    const set =
      (
        updates: (current: Record<string, unknown>) => Record<string, unknown>
      ) =>
      () => {
        const current = isRecord(latest.current.value)
          ? latest.current.value
          : {}
        latest.current.onChange({ ...current, ...updates(current) })
      }
    return Object.fromEntries(
      Object.keys(shape.fields).map((key) => [
        key,
        {
          change: (next: unknown) => set(() => ({ [key]: next }))(),
          // An image chosen in the library brings its alt text to the field beside it.
          chooseImage: (src: string, alt: string) =>
            set(() => ({ [key]: src, [`${key}Alt`]: alt }))(),
        },
      ])
    )
  }, [shape, latest])
  const record = isRecord(value) ? value : {}
  return (
    <>
      {Object.entries(shape.fields).map(([key, field]) => {
        const hasAlt =
          field.kind === "string" &&
          field.role === "image" &&
          Boolean(shape.fields[`${key}Alt`])
        return (
          <ShapeInput
            key={key}
            value={record[key]}
            onChange={changes[key].change}
            shape={field}
            onChooseImage={hasAlt ? changes[key].chooseImage : undefined}
            label={humanise(key)}
            path={partPath(path, key)}
            depth={depth}
          />
        )
      })}
    </>
  )
}

const headingLevel = (depth: number) =>
  `h${Math.min(depth + 2, 6)}` as "h2" | "h3" | "h4" | "h5" | "h6"

function ObjectInput({
  value,
  onChange,
  shape,
  label,
  path,
  depth,
}: ShapeInputProps & { shape: ObjectShape }) {
  const translate = useTranslate()
  const headingId = React.useId()
  // An optional group the file does not have: offered, not drawn.
  if (!isRecord(value))
    return (
      <Box sx={{ mb: 2 }}>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => onChange(emptyValue(shape))}
        >
          {translate("admin.siteFiles.add_group", { name: label })}
        </Button>
      </Box>
    )
  return (
    <Box
      component="fieldset"
      aria-labelledby={headingId}
      sx={{
        border: 1,
        borderColor: "divider",
        borderRadius: 1,
        px: { xs: 1, sm: 2 },
        pb: 1,
        mb: 2,
        mx: 0,
        minWidth: 0,
      }}
    >
      <Box component="legend" sx={{ px: 0.5 }}>
        <Typography
          id={headingId}
          variant="subtitle1"
          component={headingLevel(depth)}
        >
          {label}
        </Typography>
      </Box>
      {shape.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {shape.description}
        </Typography>
      )}
      <ObjectFields
        value={value}
        onChange={onChange}
        shape={shape}
        path={path}
        depth={depth + 1}
      />
    </Box>
  )
}

type ScalarProps = Omit<ShapeInputProps, "shape"> & { shape: ScalarShape }

/** What the server said of this part when it refused the last save, if anything. */
function useRefusal(path: string) {
  const refusal = React.useContext(RefusalContext)
  return refusal?.path === path ? refusal.message : null
}

function ScalarInput(props: ScalarProps) {
  const { shape } = props
  if (shape.role === "readOnly") return <ReadOnlyValue {...props} />
  if (shape.role === "image") return <ImageValue {...props} />
  if (shape.kind === "boolean") return <BooleanValue {...props} />
  if (shape.kind === "int" || shape.kind === "float")
    return <NumberValue {...props} />
  return <TextValue {...props} />
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
