import * as React from "react"
import DownloadIcon from "@mui/icons-material/Download"
import { Box, Typography } from "@mui/material"
import { useMutation } from "@tanstack/react-query"
import {
  ArrayField,
  Button,
  DataTable,
  DateField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
} from "react-admin"
import { downloadJson } from "../common/downloadJson"
import type { PanelDataProvider } from "../dataProvider"
import SubscriberStatusField from "./SubscriberStatusField"

// A subscriber and the record of their consent, step by step, with its export as proof.
export default function SubscriberShow() {
  const translate = useTranslate()
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="email" />
        <SubscriberStatusField label="resources.subscribers.fields.status" />
        <DateField source="signedUpAt" showTime />
        <DateField source="confirmedAt" showTime emptyText="–" />
        <DateField source="unsubscribedAt" showTime emptyText="–" />
        <Labeled label="admin.subscribers.ledger" fullWidth>
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {translate("admin.subscribers.ledger_help")}
            </Typography>
            {/* Six columns do not fit a phone: the table scrolls sideways inside the page,
                by keyboard too, and the page itself stays as wide as the screen. The box takes
                its width from the page around it (width 0, at least all of it), never from the
                table, whatever the menu, the margins or a scrollbar leave of the screen. */}
            <Box
              role="region"
              aria-label={translate("admin.subscribers.ledger")}
              tabIndex={0}
              sx={{ width: 0, minWidth: "100%", overflowX: "auto" }}
            >
              <ArrayField source="consents">
                <DataTable bulkActionButtons={false} rowClick={false}>
                  <DataTable.Col source="at" field={DateField} />
                  <DataTable.Col
                    source="event"
                    render={(entry) =>
                      translate(`admin.subscribers.events.${entry.event}`, {
                        _: entry.event,
                      })
                    }
                  />
                  <DataTable.Col source="page" />
                  <DataTable.Col source="consentVersion" />
                  <DataTable.Col source="method" />
                  <DataTable.Col source="ip" />
                </DataTable>
              </ArrayField>
            </Box>
          </>
        </Labeled>
      </SimpleShowLayout>
    </Show>
  )
}

function ShowActions() {
  const record = useRecordContext()
  const dataProvider = useDataProvider<PanelDataProvider>()
  const notify = useNotify()
  const proof = useMutation({
    mutationFn: () => dataProvider.subscriberProof(record!.id),
    onSuccess: (data) => downloadJson(data, `consent-${record!.id}.json`),
    onError: (error: Error) => notify(error.message, { type: "error" }),
  })
  return (
    <TopToolbar>
      <Button
        label="admin.subscribers.proof"
        onClick={() => proof.mutate()}
        disabled={!record || proof.isPending}
      >
        <DownloadIcon />
      </Button>
    </TopToolbar>
  )
}
