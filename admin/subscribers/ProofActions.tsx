import * as React from "react"
import DownloadIcon from "@mui/icons-material/Download"
import { CanAccess, TopToolbar, useRecordContext } from "react-admin"
import { useJsonDownload } from "../common/downloadJson"
import MutationButton from "../common/MutationButton"

// A subscriber's page's action: the record of their consent as one JSON file, the proof asked of
// the site if anyone disputes the subscription, for those who may export it.
export default function ProofActions() {
  const record = useRecordContext()
  const proof = useJsonDownload(
    (dataProvider) => dataProvider.subscriberProof(record!.id),
    () => `consent-${record!.id}.json`
  )
  return (
    <TopToolbar>
      <CanAccess resource="subscribers" action="export">
        <MutationButton
          label="admin.subscribers.proof"
          icon={<DownloadIcon />}
          mutation={proof}
          disabled={!record}
        />
      </CanAccess>
    </TopToolbar>
  )
}
