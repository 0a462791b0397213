import * as React from "react"
import { useQuery } from "@tanstack/react-query"
import {
  DateField,
  EditButton,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useDataProvider,
  useRecordContext,
} from "react-admin"
import type { Newsletter } from "../../schemas/newsletter"
import type { PanelDataProvider } from "../dataProvider"
import DeliveryProgress from "./DeliveryProgress"
import EmailPreview from "./EmailPreview"
import StatusField from "./StatusField"

// An issue and its delivery, read again every two seconds while it is being sent.
export default function NewsletterShow() {
  return (
    <Show
      actions={<ShowActions />}
      queryOptions={{
        refetchInterval: (query) =>
          (query.state.data as Newsletter | undefined)?.status === "sending"
            ? 2000
            : false,
      }}
    >
      <SimpleShowLayout>
        <TextField source="subject" />
        <StatusField label="resources.newsletters.fields.status" />
        <Labeled label="admin.newsletter.progress">
          <DeliveryProgress />
        </Labeled>
        <DateField source="sendStartedAt" showTime emptyText="–" />
        <DateField source="sentAt" showTime emptyText="–" />
        <IssuePreview />
      </SimpleShowLayout>
    </Show>
  )
}

function ShowActions() {
  const record = useRecordContext<Newsletter>()
  return <TopToolbar>{record?.status === "draft" && <EditButton />}</TopToolbar>
}

// What was sent (or, for a draft, what would be).
function IssuePreview() {
  const record = useRecordContext<Newsletter>()
  const dataProvider = useDataProvider<PanelDataProvider>()
  const { data } = useQuery({
    queryKey: ["newsletters", "preview", record?.id, record?.status],
    queryFn: () => dataProvider.newsletterPreview(record!.id),
    enabled: Boolean(record?.id),
  })
  if (!data) return null
  return (
    <Labeled label="admin.newsletter.preview" fullWidth>
      <EmailPreview email={data} />
    </Labeled>
  )
}
