import * as React from "react"
import { Typography } from "@mui/material"
import {
  CanAccess,
  DataTable,
  Link,
  ListContextProvider,
  useCreatePath,
  useGetList,
  useList,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from "react-admin"
import { ActionField, AtField, ChangesField } from "../audit/AuditFields"
import RecordSection from "./RecordSection"
import ResponsiveList from "./ResponsiveList"

/**
 * Who did what to this record, newest first, from the audit trail: shown on a record's own page
 * to those who may read the trail (administrators), with a link to the whole trail filtered to it.
 */
export default function RecordHistory({ resource }: { resource?: string }) {
  return (
    <CanAccess resource="audit" action="list">
      <History resource={resource} />
    </CanAccess>
  )
}

function History({ resource: given }: { resource?: string }) {
  const record = useRecordContext()
  const current = useResourceContext()
  const resource = given ?? current
  const translate = useTranslate()
  const createPath = useCreatePath()
  const filter = { resource, recordId: record?.id }
  // Each change of the record (a save, a one-click action) adds an entry: the record as the server
  // last gave it is part of the query's key, so the history is read again whenever it changes,
  // showing the entries it had meanwhile. The data provider sends no `meta` but `embed`.
  const version = JSON.stringify(record ?? null)
  const { data = [], isPending } = useGetList(
    "audit",
    {
      filter,
      sort: { field: "at", order: "DESC" },
      pagination: { page: 1, perPage: 10 },
      meta: { version },
    },
    {
      enabled: Boolean(record?.id),
      placeholderData: (previous) => previous,
    }
  )
  const list = useList({ data, isPending, resource: "audit" })
  if (!record) return null
  return (
    <RecordSection id="record-history" title="admin.audit.history">
      <ListContextProvider value={list}>
        <ResponsiveList
          bulkActionButtons={false}
          rowClick={false}
          primaryText={(entry) =>
            `${entry.actor}: ${translate(`admin.audit.actions.${entry.action}`)}`
          }
          secondaryText={<ChangesField />}
          tertiaryText={(entry) => new Date(entry.at).toLocaleString()}
        >
          <DataTable.Col source="at" field={AtField} />
          <DataTable.Col source="actor" />
          <DataTable.Col source="action" field={ActionField} />
          <DataTable.Col source="changes" field={ChangesField} />
        </ResponsiveList>
      </ListContextProvider>
      <Typography variant="body2" sx={{ mt: 1 }}>
        <Link
          to={{
            pathname: createPath({ resource: "audit", type: "list" }),
            search: new URLSearchParams({
              filter: JSON.stringify(filter),
            }).toString(),
          }}
        >
          {translate("admin.audit.whole_history")}
        </Link>
      </Typography>
    </RecordSection>
  )
}
