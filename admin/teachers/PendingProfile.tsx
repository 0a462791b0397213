import * as React from "react"
import { Alert, Box, Stack, Typography } from "@mui/material"
import { CanAccess, useRecordContext, useTranslate } from "react-admin"
import PanelButton from "../common/PanelButton"
import { usePanelMutation } from "../common/usePanelMutation"
import type { ProfileChange } from "../../schemas/content"
import { icons } from "./ReviewButtons"

// A teacher's own change of their profile, on their page: each changed field as the site shows it
// now and as proposed, and Approve / Reject for the staff who review it. The site shows the
// approved profile until the change is approved.

type Decision = "approve" | "reject"
const notices = {
  approve: "admin.teachers.profile_approved",
  reject: "admin.teachers.profile_rejected",
} as const

export default function PendingProfile() {
  const record = useRecordContext()
  const translate = useTranslate()
  const review = usePanelMutation(
    (dataProvider, decision: Decision) =>
      dataProvider
        .reviewTeacherProfile(record!.id, decision)
        .then(() => decision),
    (decision) => notices[decision]
  )
  if (!record?.pendingProfile) return null
  const pending: ProfileChange = record.pendingProfile
  const shown = (field: string, value: string) =>
    field === "photo" && value ? (
      <Box
        component="img"
        src={value}
        alt={translate(`resources.teachers.fields.${field}`)}
        sx={{ maxHeight: 96, maxWidth: 160, objectFit: "contain" }}
      />
    ) : (
      value || "—"
    )

  return (
    <Alert
      severity="warning"
      component="section"
      role="region"
      aria-labelledby="pending-profile"
      sx={{ my: 1, maxWidth: 720 }}
    >
      <Typography id="pending-profile" variant="subtitle1" component="h2">
        {translate("admin.teachers.pending_profile")}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate("admin.teachers.pending_profile_help")}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {Object.entries(pending).map(([field, value]) => (
          <React.Fragment key={field}>
            <Typography component="dt" variant="subtitle2">
              {translate(`resources.teachers.fields.${field}`, { _: field })}
            </Typography>
            <Box component="dd" sx={{ ml: 2, mb: 1 }}>
              <div>
                {translate("admin.teachers.now")}:{" "}
                {shown(field, String(record[field] ?? ""))}
              </div>
              <div>
                {translate("admin.teachers.proposed")}: {shown(field, value)}
              </div>
            </Box>
          </React.Fragment>
        ))}
      </Box>
      <CanAccess action="approve">
        <Stack direction="row" spacing={1}>
          {(["approve", "reject"] as const).map((decision) => (
            <PanelButton
              key={decision}
              label={`admin.teachers.${decision}_profile`}
              disabled={review.isPending}
              onClick={() => review.mutate(decision)}
            >
              {icons[decision]}
            </PanelButton>
          ))}
        </Stack>
      </CanAccess>
    </Alert>
  )
}
