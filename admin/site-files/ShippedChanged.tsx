import * as React from "react"
import { Alert, AlertTitle, Box, Typography } from "@mui/material"
import CheckIcon from "@mui/icons-material/Check"
import RestoreIcon from "@mui/icons-material/Restore"
import { useCanAccess, useRecordContext, useTranslate } from "react-admin"
import ConfirmButton from "../common/ConfirmButton"
import MutationButton from "../common/MutationButton"
import { usePanelMutation } from "../common/usePanelMutation"
import TextDiff from "./TextDiff"

// 'The shipped version changed': the repository's file changed after staff edited it. Both texts
// side by side and what differs line by line; an administrator keeps the edit or takes the
// shipped file, and until then nothing is overwritten.
export default function ShippedChanged() {
  const record = useRecordContext()
  const translate = useTranslate()
  const { canAccess: decides } = useCanAccess({
    resource: "site-files",
    action: "reconcile",
  })
  if (!record?.shippedChanged) return null
  const edit = String(record.text ?? "")
  const shipped = String(record.shipped ?? "")
  return (
    <Alert
      severity="warning"
      // A notice to read and act on, not an alarm: a landmark named by its heading.
      role="region"
      aria-labelledby="shipped-changed-title"
      sx={{ mb: 2, "& .MuiAlert-message": { width: "100%", minWidth: 0 } }}
    >
      <AlertTitle id="shipped-changed-title" component="h2">
        {translate("admin.siteFiles.changed.title")}
      </AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate("admin.siteFiles.changed.help")}{" "}
        {!decides && translate("admin.siteFiles.changed.ask_admin")}
      </Typography>
      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" },
          gap: 2,
          mb: 2,
        }}
      >
        <Version
          label={translate("admin.siteFiles.changed.edit")}
          text={edit}
        />
        <Version
          label={translate("admin.siteFiles.changed.shipped")}
          text={shipped}
        />
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {translate("admin.siteFiles.changed.differences")}
      </Typography>
      <TextDiff
        before={shipped}
        after={edit}
        label={translate("admin.siteFiles.changed.differences")}
      />
      {decides && <Decision id={String(record.id)} />}
    </Alert>
  )
}

function Version({ label, text }: { label: string; text: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        aria-label={label}
        sx={{
          m: 0,
          p: 1,
          maxHeight: 320,
          overflow: "auto",
          fontSize: 13,
          whiteSpace: "pre-wrap",
          overflowWrap: "anywhere",
          bgcolor: "background.paper",
          border: 1,
          borderColor: "divider",
          borderRadius: 1,
        }}
      >
        {text}
      </Box>
    </Box>
  )
}

function Decision({ id }: { id: string }) {
  const keep = usePanelMutation(
    (dataProvider) => dataProvider.siteFileShipped(id, "edit"),
    () => "admin.siteFiles.changed.kept",
    { sticky: true }
  )
  const take = usePanelMutation(
    (dataProvider) => dataProvider.siteFileShipped(id, "shipped"),
    () => "admin.siteFiles.changed.taken",
    { sticky: true, publishing: true }
  )
  return (
    <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mt: 2 }}>
      <MutationButton
        label="admin.siteFiles.changed.keep"
        icon={<CheckIcon />}
        mutation={keep}
        variant="contained"
      />
      <ConfirmButton
        label="admin.siteFiles.changed.take"
        icon={<RestoreIcon />}
        mutation={take}
        variant="outlined"
      />
    </Box>
  )
}
