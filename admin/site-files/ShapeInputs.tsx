import * as React from "react"
import { Box, Button, Typography } from "@mui/material"
import AddIcon from "@mui/icons-material/Add"
import { useTranslate } from "react-admin"
import type { SiteFileShape } from "../../common/site-file-shape"
import ListInput from "./ListInput"
import { ScalarInput } from "./ScalarInputs"
import { emptyValue, humanise, partPath, type ShapeInputProps } from "./shape"

// A content file's form, drawn from its shape: a group of named values is a fieldset with a
// heading, a list is a ListInput (add, remove, reorder), a single value its input (ScalarInputs).
//
// The whole file is one value of the form (react-hook-form's `content`), passed down part by
// part and changed by replacing the parts on the way to what changed: a moved or removed item
// takes nothing of the item that sat in its place before, and an optional part the file does not
// have stays out of it until someone fills it.

type ObjectShape = Extract<SiteFileShape, { kind: "object" }>

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
