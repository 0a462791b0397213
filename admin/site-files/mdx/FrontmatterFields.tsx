import {
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from "@mui/material"
import { useTranslate } from "react-admin"
import type {
  ScalarShape,
  SiteFileShape,
} from "../../../common/site-file-shape"
import { ScalarInput } from "../ScalarInputs"
import { ShapeInput } from "../ShapeInputs"
import { humanise } from "../shape"
import type { FrontmatterValue } from "./frontmatter"

export interface FrontmatterFieldsProps {
  shape: SiteFileShape
  data: Record<string, unknown>
  onChange(key: string, value: FrontmatterValue): void
}

// Longer texts get a few lines to be read whole.
const LONG_TEXTS = new Set(["excerpt", "description", "subheading"])

// The frontmatter as labelled inputs drawn from its shape (MdxFrontmatter in schema.graphql), in
// the shape's order; a page's address and template are shown but cannot be changed. An image and
// a list are the JSON pages' own inputs: the media library's picker (its choice fills the alt
// text beside it), and a list whose items are added, moved and removed.
export default function FrontmatterFields({
  shape,
  data,
  onChange,
}: FrontmatterFieldsProps) {
  const translate = useTranslate()
  if (shape.kind !== "object") return null
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {translate("admin.siteFiles.mdx.details")}
      </Typography>
      {Object.entries(shape.fields).map(([key, field]) => (
        <Field
          key={key}
          name={key}
          shape={field}
          value={data[key]}
          onChange={(value) => onChange(key, value)}
          onChooseImage={
            shape.fields[`${key}Alt`]
              ? (src, alt) => {
                  onChange(key, src)
                  onChange(`${key}Alt`, alt)
                }
              : undefined
          }
        />
      ))}
    </Stack>
  )
}

function Field({
  name,
  shape,
  value,
  onChange,
  onChooseImage,
}: {
  name: string
  shape: SiteFileShape
  value: unknown
  onChange(value: FrontmatterValue): void
  onChooseImage?: (src: string, alt: string) => void
}) {
  const translate = useTranslate()
  const label = humanise(name)
  const readOnly =
    shape.kind !== "list" &&
    shape.kind !== "object" &&
    shape.role === "readOnly"
  const helperText = shape.description
  if (shape.kind === "list")
    return (
      <ShapeInput
        value={Array.isArray(value) ? value : []}
        // An optional list emptied leaves the file, as if it had never been filled.
        onChange={(list) => {
          const items = (list as unknown[]).map(String)
          onChange(items.length || shape.required ? items : undefined)
        }}
        shape={shape}
        label={label}
        path={name}
        depth={0}
      />
    )
  if (shape.kind === "object")
    return (
      <TextField
        label={label}
        value={value === undefined ? "" : JSON.stringify(value)}
        disabled
        helperText={translate("admin.siteFiles.mdx.in_source")}
      />
    )
  if (shape.role === "image")
    return (
      <ScalarInput
        value={value}
        onChange={(src) => onChange(src as FrontmatterValue)}
        onChooseImage={onChooseImage}
        shape={shape}
        label={label}
        path={name}
        depth={0}
      />
    )
  if (shape.kind === "boolean")
    return (
      <FormControlLabel
        label={label}
        control={
          <Switch
            checked={value === true}
            disabled={readOnly}
            onChange={(event) => onChange(event.target.checked)}
          />
        }
      />
    )
  const number = shape.kind === "int" || shape.kind === "float"
  return (
    <TextField
      label={label}
      required={shape.required}
      disabled={readOnly}
      helperText={helperText}
      type={number ? "number" : "text"}
      multiline={!number && LONG_TEXTS.has(name)}
      minRows={LONG_TEXTS.has(name) ? 2 : undefined}
      value={textOf(value)}
      onChange={(event) => onChange(parseScalar(shape, event.target.value))}
    />
  )
}

function textOf(value: unknown) {
  if (value === undefined || value === null) return ""
  // js-yaml reads an unquoted date (2022-02-08) as a date.
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  return String(value)
}

function parseScalar(shape: ScalarShape, text: string): FrontmatterValue {
  if (text === "") return shape.required ? "" : undefined
  if (shape.kind === "int" || shape.kind === "float") {
    const number = Number(text)
    return Number.isFinite(number) ? number : text
  }
  return text
}
