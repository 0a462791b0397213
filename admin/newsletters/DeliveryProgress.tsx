import * as React from "react"
import { Box, LinearProgress, Typography } from "@mui/material"
import { useRecordContext, useTranslate } from "react-admin"
import type { Newsletter } from "../../schemas/newsletter"

// How far an issue's e-mails have gone: a bar of the sent share, and the counts in words.
export default function DeliveryProgress(_props: { label?: string }) {
  const record = useRecordContext<Newsletter>()
  const translate = useTranslate()
  if (!record || record.status === "draft") return null
  const done = record.sent + record.failed
  const share = record.recipients ? (done / record.recipients) * 100 : 0
  const text = translate("admin.newsletter.progress_text", {
    sent: record.sent,
    pending: record.pending,
    failed: record.failed,
    recipients: record.recipients,
  })
  return (
    <Box sx={{ minWidth: 160 }}>
      <LinearProgress
        variant="determinate"
        value={share}
        aria-label={translate("admin.newsletter.progress")}
        aria-valuetext={text}
        color={record.failed ? "warning" : "primary"}
      />
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {text}
      </Typography>
    </Box>
  )
}
