import * as React from "react"
import MailOutlineIcon from "@mui/icons-material/Reply"
import ReportIcon from "@mui/icons-material/ReportOutlined"
import ReportOffIcon from "@mui/icons-material/ReportOffOutlined"
import DoneIcon from "@mui/icons-material/DoneAll"
import { IconButton, Tooltip } from "@mui/material"
import {
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
  type RaRecord,
} from "react-admin"
import PanelButton from "../common/PanelButton"

// The office's one-click actions on an enquiry. Each changes only how it is handled (the server
// takes nothing else on a contact), and each is audited there.

function useHandle() {
  const record = useRecordContext()
  const notify = useNotify()
  const [update, { isPending }] = useUpdate()
  const handle = (status: string, message: string) =>
    record &&
    update(
      "contacts",
      { id: record.id, data: { status }, previousData: record },
      {
        mutationMode: "pessimistic",
        onSuccess: () => notify(message, { type: "info" }),
        onError: (error) => notify((error as Error).message, { type: "error" }),
      }
    )
  return { record, handle, isPending }
}

/**
 * Spam or not spam, in one click: the enquiry moves between the lists. In a list's row it is an
 * icon with its name as label and tooltip, so the table still fits the screen.
 */
export function SpamButton({ compact = false }: { compact?: boolean }) {
  const { record, handle, isPending } = useHandle()
  const translate = useTranslate()
  if (!record) return null
  const isSpam = record.status === "spam"
  const label = isSpam ? "admin.contacts.not_spam" : "admin.contacts.spam"
  const icon = isSpam ? <ReportOffIcon /> : <ReportIcon />
  const onClick = (event: React.MouseEvent) => {
    event.stopPropagation()
    handle(
      isSpam ? "new" : "spam",
      isSpam ? "admin.contacts.moved_back" : "admin.contacts.moved_to_spam"
    )
  }
  if (compact)
    return (
      <Tooltip title={translate(label)}>
        <IconButton
          aria-label={translate(label)}
          size="small"
          disabled={isPending}
          onClick={onClick}
        >
          {icon}
        </IconButton>
      </Tooltip>
    )
  return (
    <PanelButton label={label} disabled={isPending} onClick={onClick}>
      {icon}
    </PanelButton>
  )
}

/** Marks the enquiry answered: the server records who and when. */
export function AnsweredButton() {
  const { record, handle, isPending } = useHandle()
  if (!record || record.status === "answered" || record.status === "spam")
    return null
  return (
    <PanelButton
      label="admin.contacts.mark_answered"
      disabled={isPending}
      onClick={() => handle("answered", "admin.contacts.answered")}
    >
      <DoneIcon />
    </PanelButton>
  )
}

/**
 * 'Reply' in the staff member's own mail client: the visitor's address, a subject quoting the
 * reason they gave, and their message quoted below.
 */
export function ReplyButton() {
  const record = useRecordContext()
  const translate = useTranslate()
  if (!record?.email) return null
  return (
    <PanelButton
      component="a"
      href={replyLink(record, translate("admin.contacts.reply_greeting"))}
      label="admin.contacts.reply"
    >
      <MailOutlineIcon />
    </PanelButton>
  )
}

export function replyLink(record: RaRecord, greeting = "") {
  const subject = `Re: ${record.reason || "your enquiry"}`
  const quoted = String(record.message ?? "")
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n")
  const body = `${greeting}\n\n\n${quoted}`
  // mailto: takes percent-encoded values (RFC 6068); URLSearchParams would turn spaces into +.
  const to = encodeURIComponent(record.email).replace("%40", "@")
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
