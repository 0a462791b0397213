import * as React from "react"
import { Box, Checkbox, FormControlLabel, TextField } from "@mui/material"
import { useTranslate } from "react-admin"
import { ALT_MAX } from "./types"

export interface Description {
  alt: string
  decorative: boolean
}

// An image's alt text and its 'Decorative' box, outside a react-admin form: after an upload, and
// in the picker before an image can be chosen. Past 250 characters the text is refused, and a
// decorative image has none, so its box empties the text and says why.
export default function AltFields({
  value,
  onChange,
  autoFocus = false,
}: {
  value: Description
  onChange: (value: Description) => void
  autoFocus?: boolean
}) {
  const translate = useTranslate()
  const tooLong = value.alt.length > ALT_MAX
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 0.5 }}>
      <TextField
        label={translate("admin.media.alt.label")}
        value={value.decorative ? "" : value.alt}
        onChange={(event) => onChange({ ...value, alt: event.target.value })}
        disabled={value.decorative}
        error={tooLong}
        multiline
        minRows={2}
        fullWidth
        autoFocus={autoFocus}
        helperText={altHelp(translate, value.alt, value.decorative)}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={value.decorative}
            onChange={(event) =>
              onChange({
                alt: event.target.checked ? "" : value.alt,
                decorative: event.target.checked,
              })
            }
          />
        }
        label={translate("admin.media.alt.decorative")}
      />
    </Box>
  )
}

/** The line under an alt text: why a decorative image has none, how long it may be, or that it
 * is too long. */
export function altHelp(
  translate: (key: string, options?: object) => string,
  alt: string,
  decorative: boolean
) {
  if (decorative) return translate("admin.media.alt.decorative_help")
  if (alt.length > ALT_MAX)
    return translate("admin.media.alt.too_long", {
      count: alt.length,
      max: ALT_MAX,
    })
  return translate("admin.media.alt.counter", {
    count: alt.length,
    max: ALT_MAX,
  })
}
