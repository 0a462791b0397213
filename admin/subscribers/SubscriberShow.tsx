import * as React from "react"
import { Box, Typography } from "@mui/material"
import {
  ArrayField,
  DataTable,
  DateField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  useCanAccess,
  useTranslate,
} from "react-admin"
import ProofActions from "./ProofActions"
import SubscriberStatusField from "./SubscriberStatusField"

// A subscriber and the record of their consent, step by step, with its export as proof. The IP
// addresses in the record go with the export: an administrator's (the server leaves them out
// for an editor).
export default function SubscriberShow() {
  const translate = useTranslate()
  const { canAccess: seesIp } = useCanAccess({
    resource: "subscribers",
    action: "export",
  })
  return (
    <Show actions={<ProofActions />}>
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
                  {seesIp && <DataTable.Col source="ip" />}
                </DataTable>
              </ArrayField>
            </Box>
          </>
        </Labeled>
      </SimpleShowLayout>
    </Show>
  )
}
