import * as React from "react"
import ThumbUp from "@mui/icons-material/ThumbUp"
import ThumbDown from "@mui/icons-material/ThumbDown"
import {
  CanAccess,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useUnselectAll,
  type Identifier,
} from "react-admin"
import PanelButton from "../common/PanelButton"
import type { PanelDataProvider } from "../dataProvider"

// Approving or rejecting teachers' registrations, one by one on a teacher's page or several at
// once from the list's selection (as the react-admin demo moderates reviews). The server e-mails
// each teacher, and an approved one may sign in and joins the Academy page at the next build.

type Decision = "approve" | "reject"
const outcome = { approve: "approved", reject: "rejected" } as const

function useReview() {
  const dataProvider = useDataProvider<PanelDataProvider>()
  const notify = useNotify()
  const refresh = useRefresh()
  const [busy, setBusy] = React.useState(false)
  const review = async (ids: Identifier[], decision: Decision) => {
    setBusy(true)
    try {
      for (const id of ids) await dataProvider.reviewTeacher(id, decision)
      notify(`admin.teachers.${outcome[decision]}`, {
        type: "info",
        messageArgs: { smart_count: ids.length },
      })
      refresh()
      return true
    } catch (error) {
      notify((error as Error).message, { type: "error" })
      return false
    } finally {
      setBusy(false)
    }
  }
  return { review, busy }
}

export const icons = { approve: <ThumbUp />, reject: <ThumbDown /> }

/** On a teacher's page: approve or reject, unless already so. */
export function ReviewButton({ decision }: { decision: Decision }) {
  const record = useRecordContext()
  const { review, busy } = useReview()
  if (!record) return null
  if (record.status === outcome[decision]) return null
  return (
    <CanAccess action="approve">
      <PanelButton
        label={`admin.teachers.${decision}`}
        disabled={busy}
        onClick={() => review([record.id], decision)}
      >
        {icons[decision]}
      </PanelButton>
    </CanAccess>
  )
}

/** For the list's selected teachers. */
export function BulkReviewButton({ decision }: { decision: Decision }) {
  const { selectedIds, resource } = useListContext()
  const unselectAll = useUnselectAll(resource)
  const { review, busy } = useReview()
  return (
    <CanAccess action="approve">
      <PanelButton
        label={`admin.teachers.${decision}`}
        disabled={busy}
        onClick={async () => {
          if (await review(selectedIds, decision)) unselectAll()
        }}
      >
        {icons[decision]}
      </PanelButton>
    </CanAccess>
  )
}
