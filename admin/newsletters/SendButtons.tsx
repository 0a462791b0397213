import * as React from "react"
import ScienceIcon from "@mui/icons-material/Science"
import SendIcon from "@mui/icons-material/Send"
import { useMutation } from "@tanstack/react-query"
import { useFormState } from "react-hook-form"
import {
  useDataProvider,
  useGetList,
  useNotify,
  useRecordContext,
  useRedirect,
} from "react-admin"
import ConfirmButton from "../common/ConfirmButton"
import MutationButton from "../common/MutationButton"
import type { PanelDataProvider } from "../dataProvider"

// A saved draft's two sends: a test copy to the signed-in editor, and the real one to every
// confirmed subscriber, after a confirmation that says how many. Both send what is saved, so they
// wait while the form has unsaved changes.
export default function SendButtons() {
  const record = useRecordContext()
  const { isDirty } = useFormState()
  const dataProvider = useDataProvider<PanelDataProvider>()
  const notify = useNotify()
  const redirect = useRedirect()
  const { total: confirmed = 0 } = useGetList(
    "subscribers",
    { filter: { status: "confirmed" }, pagination: { page: 1, perPage: 1 } },
    { enabled: Boolean(record?.id) }
  )
  const onError = (error: Error) => notify(error.message, { type: "error" })
  const test = useMutation({
    mutationFn: () => dataProvider.testNewsletter(record!.id),
    onSuccess: ({ message }) => notify(message, { type: "info" }),
    onError,
  })
  const send = useMutation({
    mutationFn: () => dataProvider.sendNewsletter(record!.id),
    onSuccess: () => {
      notify("admin.newsletter.sending_started", { type: "info" })
      redirect("show", "newsletters", record!.id)
    },
    onError,
  })
  if (!record?.id || record.status !== "draft") return null
  return (
    <>
      <MutationButton
        label="admin.newsletter.test"
        icon={<ScienceIcon />}
        mutation={test}
        disabled={isDirty}
      />
      <ConfirmButton
        label="admin.newsletter.send"
        icon={<SendIcon />}
        mutation={send}
        translateOptions={{ count: confirmed }}
        confirm="admin.newsletter.send"
        stayOpen
        disabled={isDirty}
        variant="contained"
        color="secondary"
      />
    </>
  )
}
