import * as React from "react"
import DownloadIcon from "@mui/icons-material/Download"
import { useMutation } from "@tanstack/react-query"
import {
  Button,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
} from "react-admin"
import { downloadJson } from "../common/downloadJson"
import type { PanelDataProvider } from "../dataProvider"

// A subscriber's page's action: the record of their consent as one JSON file, the proof asked of
// the site if anyone disputes the subscription.
export default function ProofActions() {
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
