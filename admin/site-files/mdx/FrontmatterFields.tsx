import * as React from "react"
import {
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from "@mui/material"
import type {
  ScalarShape,
  SiteFileShape,
} from "../../../common/site-file-shape"
import type { FrontmatterValue } from "./frontmatter"

export interface FrontmatterFieldsProps {
  shape: SiteFileShape
  data: Record<string, unknown>
  onChange(key: string, value: FrontmatterValue): void
}

// Longer texts get a few lines to be read whole.
const LONG_TEXTS = new Set(["excerpt", "description", "subheading"])

// The frontmatter as labelled inputs drawn from its shape (MdxFrontmatter in schema.graphql), in
// the shape's order; a page's address and template are shown but cannot be changed.
export default function FrontmatterFields({
  shape,
  data,
  onChange,
}: FrontmatterFieldsProps) {
  if (shape.kind !== "object") return null
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        Page details
      </Typography>
      {Object.entries(shape.fields).map(([key, field]) => (
        <Field
          key={key}
          name={key}
          shape={field}
          value={data[key]}
          onChange={(value) => onChange(key, value)}
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
}: {
  name: string
  shape: SiteFileShape
  value: unknown
  onChange(value: FrontmatterValue): void
}) {
  const label = labelOf(name)
  const readOnly =
    shape.kind !== "list" &&
    shape.kind !== "object" &&
    shape.role === "readOnly"
  const helperText = shape.description
  if (shape.kind === "list")
    return (
      <ListField
        label={label}
        shape={shape}
        value={value}
        onChange={onChange}
      />
    )
  if (shape.kind === "object")
    return (
      <TextField
        label={label}
        value={value === undefined ? "" : JSON.stringify(value)}
        disabled
        helperText="Edit this field in the MDX source."
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

// A list of texts (an article's related services), one per line.
function ListField({
  label,
  shape,
  value,
  onChange,
}: {
  label: string
  shape: Extract<SiteFileShape, { kind: "list" }>
  value: unknown
  onChange(value: FrontmatterValue): void
}) {
  const joined = Array.isArray(value) ? value.map(String).join("\n") : ""
  const [text, setText] = React.useState(joined)
  // A new value from outside (a restored revision) replaces what is typed; the user's own
  // blank lines, which the list drops, do not.
  React.useEffect(() => {
    setText((typed) => (linesOf(typed).join("\n") === joined ? typed : joined))
  }, [joined])
  return (
    <TextField
      label={label}
      multiline
      minRows={2}
      required={shape.required}
      helperText={`${shape.description ? `${shape.description} ` : ""}One per line.`}
      value={text}
      onChange={(event) => {
        setText(event.target.value)
        const lines = linesOf(event.target.value)
        onChange(lines.length || shape.required ? lines : undefined)
      }}
    />
  )
}

const linesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)

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

/** `imageAlt` → 'Image alt', `subheading` → 'Subheading'. */
function labelOf(name: string) {
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
