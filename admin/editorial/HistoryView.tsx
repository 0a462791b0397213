import * as React from "react"
import RestoreIcon from "@mui/icons-material/Restore"
import { Box, Card, CardContent, Stack, Typography } from "@mui/material"
import { useQuery } from "@tanstack/react-query"
import {
  Loading,
  Title,
  useCreatePath,
  useDataProvider,
  useGetOne,
  useResourceContext,
  useResourceDefinition,
  useTranslate,
  type RaRecord,
} from "react-admin"
import { useNavigate, useParams } from "react-router-dom"
import ConfirmButton from "../common/ConfirmButton"
import { usePanelMutation } from "../common/usePanelMutation"
import type { PanelDataProvider } from "../dataProvider"
import type { Revision } from "../../schemas/editorial"
import { fieldNames, type ResourceName } from "../fields"
import { visuallyHidden } from "../common/visuallyHidden"

// A record's History: every save, newest first, who made it and when, and what it changed field
// by field from the save before; any of them can become the working copy again, as a new draft
// (the live version stays until that is published). A resource whose records are not made of
// the schema's fields (a site page is one text) says how a record is named and how a save's
// changes read.
export interface HistoryOptions {
  name?: (record: RaRecord) => string
  changes?: (before: Revision | null, revision: Revision) => React.ReactNode
}

export default function HistoryView({ name: nameOf, changes }: HistoryOptions) {
  const { id = "" } = useParams()
  const resource = useResourceContext() as ResourceName
  const dataProvider = useDataProvider<PanelDataProvider>()
  const translate = useTranslate()
  const { data: record } = useGetOne(resource, { id })
  const { data: revisions, error } = useQuery({
    queryKey: [resource, "revisions", id],
    queryFn: () => dataProvider.revisions(resource, id),
  })
  const name = !record
    ? ""
    : nameOf
      ? nameOf(record)
      : String(record[fieldNames(resource)[0]] ?? "")
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={translate("admin.history.title", { name })} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate("admin.history.title", { name })}
      </Typography>
      {error ? (
        <Typography role="alert">{(error as Error).message}</Typography>
      ) : !revisions ? (
        <Loading />
      ) : (
        <Stack
          component="ol"
          spacing={2}
          sx={{ p: 0, m: 0, listStyle: "none" }}
        >
          {revisions.map((revision, index) => (
            <RevisionCard
              key={revision.revision}
              resource={resource}
              id={id}
              revision={revision}
              before={revisions[index + 1] ?? null}
              current={index === 0}
              changes={changes}
            />
          ))}
        </Stack>
      )}
    </Box>
  )
}

function RevisionCard({
  resource,
  id,
  revision,
  before,
  current,
  changes,
}: {
  resource: ResourceName
  id: string
  revision: Revision
  before: Revision | null
  current: boolean
  changes: HistoryOptions["changes"]
}) {
  const translate = useTranslate()
  const changed = (changes ? [] : fieldNames(resource)).filter(
    (field) =>
      (before?.data[field] ?? "") !== (revision.data[field] ?? "") || !before
  )
  const heading = translate("admin.history.revision", {
    revision: revision.revision,
    by: revision.savedBy,
    time: new Date(revision.savedAt).toLocaleString(undefined, {
      dateStyle: "medium",
      timeStyle: "short",
    }),
  })
  return (
    <Card component="li" variant="outlined" aria-label={heading}>
      <CardContent>
        <Box
          sx={{
            display: "flex",
            flexWrap: "wrap",
            alignItems: "center",
            justifyContent: "space-between",
            gap: 1,
          }}
        >
          <Typography variant="subtitle1" component="h2">
            {heading}
            {current && ` · ${translate("admin.history.current")}`}
          </Typography>
          {!current && (
            <RestoreButton resource={resource} id={id} revision={revision} />
          )}
        </Box>
        {changes ? (
          changes(before, revision)
        ) : changed.length === 0 ? (
          <Typography variant="body2">
            {translate("admin.history.unchanged")}
          </Typography>
        ) : (
          <Box component="dl" sx={{ m: 0, mt: 1 }}>
            {changed.map((field) => (
              <FieldChange
                key={field}
                label={translate(`resources.${resource}.fields.${field}`)}
                before={before ? before.data[field] : undefined}
                after={revision.data[field]}
              />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  )
}

// One field's difference: what it was (struck out) and what it became, each named for a screen
// reader too.
function FieldChange({
  label,
  before,
  after,
}: {
  label: string
  before: string | number | null | undefined
  after: string | number | null
}) {
  const translate = useTranslate()
  const shown = (value: string | number | null | undefined) =>
    value === null || value === undefined || value === ""
      ? translate("admin.history.empty")
      : String(value)
  const value = {
    display: "block",
    whiteSpace: "pre-wrap",
    wordBreak: "break-word",
  } as const
  return (
    <Box sx={{ py: 0.5 }}>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {before !== undefined && (
          <Box component="del" sx={{ ...value, color: "#a61b1b" }}>
            <Box component="span" sx={visuallyHidden}>
              {translate("admin.history.before")}:{" "}
            </Box>
            {shown(before)}
          </Box>
        )}
        <Box
          component="ins"
          sx={{ ...value, color: "#17612c", textDecoration: "none" }}
        >
          <Box component="span" sx={visuallyHidden}>
            {translate("admin.history.after")}:{" "}
          </Box>
          {shown(after)}
        </Box>
      </Typography>
    </Box>
  )
}

function RestoreButton({
  resource,
  id,
  revision,
}: {
  resource: ResourceName
  id: string
  revision: Revision
}) {
  const navigate = useNavigate()
  const createPath = useCreatePath()
  // Back to the record's page, or its form where it has no page of its own.
  const { hasShow } = useResourceDefinition({ resource })
  const restore = usePanelMutation(
    (dataProvider) =>
      dataProvider.restoreRevision(resource, id, revision.revision),
    () => ["admin.history.restored", { revision: revision.revision }],
    {
      sticky: true,
      next: () =>
        navigate(createPath({ resource, id, type: hasShow ? "show" : "edit" })),
    }
  )
  return (
    <ConfirmButton
      label="admin.history.restore"
      icon={<RestoreIcon />}
      mutation={restore}
      translateOptions={{ revision: revision.revision }}
    />
  )
}
