import * as React from "react"
import { Chip } from "@mui/material"
import { useRecordContext, useTranslate } from "react-admin"

type ChipColor = "default" | "info" | "warning" | "success" | "error"

/**
 * A record's `status` as a coloured label, and the same statuses as choices for a filter or an
 * input, from one table of status → colour and the i18n key of each status's name.
 */
export function statusField<Status extends string>(
  colors: Record<Status, ChipColor>,
  labelKey: (status: Status) => string
) {
  const choices = (Object.keys(colors) as Status[]).map((id) => ({
    id,
    name: labelKey(id),
  }))
  function StatusField(_props: { source?: string; label?: React.ReactNode }) {
    const record = useRecordContext<{ status?: Status }>()
    const translate = useTranslate()
    if (!record?.status) return null
    return (
      <Chip
        size="small"
        variant="outlined"
        color={colors[record.status]}
        // The colour is the border's; the words stay in the text colour, which every theme keeps
        // readable (an orange label on white is not).
        sx={{ color: "text.primary" }}
        label={translate(labelKey(record.status))}
      />
    )
  }
  return { StatusField, choices }
}
