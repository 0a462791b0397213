import * as React from "react"
import { Typography } from "@mui/material"
import {
  useDataProvider,
  useNotify,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from "react-admin"
import { useFormContext } from "react-hook-form"
import type { ResourceName } from "../fields"
import { toPayload } from "../common/payload"

/** How long typing must stop before the draft saves itself. */
export const AUTOSAVE_QUIET_MS = 3000

type Status =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: Date }
  | { kind: "failed"; message: string }
  | { kind: "stale" }

const hhmm = (at: Date) =>
  [at.getHours(), at.getMinutes()]
    .map((part) => String(part).padStart(2, "0"))
    .join(":")

export interface AutosaveProps {
  /** A save's body made from the form's values: the resource's fields, unless told otherwise. */
  payload?: (values: Record<string, unknown>) => Record<string, unknown>
}

/**
 * The draft of a record (or a site page) being edited saves itself a few seconds after typing stops: the same PUT
 * as Save, with the version the form holds, marked `?autosave=1` (the server makes the
 * autosaves of ten minutes one revision and one audit entry). It never publishes. The form then
 * holds the version the server answered, so the next save is not refused as stale against
 * itself; a newer save from elsewhere is (409), and its message stays until read, and autosaving
 * stops, so nothing is silently overwritten.
 */
export default function Autosave({ payload }: AutosaveProps = {}) {
  const resource = useResourceContext() as ResourceName
  const record = useRecordContext()
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const translate = useTranslate()
  const form = useFormContext()
  const [status, setStatus] = React.useState<Status>({ kind: "idle" })
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(
    undefined
  )
  // `changes` counts the person's edits; `saved` is the count the last autosave sent.
  const state = React.useRef({
    saving: false,
    stopped: false,
    submitting: false,
    changes: 0,
    saved: 0,
  })
  const toBody = payload ?? toPayload(resource)
  const latest = React.useRef({
    record,
    dataProvider,
    notify,
    resource,
    toBody,
  })
  latest.current = { record, dataProvider, notify, resource, toBody }

  const save = React.useCallback(async () => {
    const { record, dataProvider, notify, resource, toBody } = latest.current
    const { current } = state
    if (current.stopped || current.submitting || !record?.id) return
    if (current.saving) {
      timer.current = setTimeout(save, AUTOSAVE_QUIET_MS)
      return
    }
    if (current.changes === current.saved) return
    // A copy: getValues() answers the form's own object, which goes on changing.
    const values = { ...form.getValues() }
    const sending = current.changes
    state.current.saving = true
    setStatus({ kind: "saving" })
    try {
      const { data } = await dataProvider.update(resource, {
        id: record.id,
        data: toBody(values),
        previousData: record,
        meta: { autosave: true },
      })
      // What was saved is the form's new starting point, at the server's version; anything typed
      // while it was on its way stays, and still counts as unsaved (leaving asks first).
      current.saved = sending
      form.setValue("version", data.version)
      form.reset({ ...values, version: data.version }, { keepValues: true })
      setStatus({ kind: "saved", at: new Date() })
    } catch (error) {
      const { status: code, message } = error as Error & { status?: number }
      if (code === 409) {
        state.current.stopped = true
        setStatus({ kind: "stale" })
        // The server's own words, shown as they are (not an i18n key), until read.
        notify(message, {
          type: "error",
          autoHideDuration: null,
          messageArgs: { _: message },
        })
      } else setStatus({ kind: "failed", message })
    } finally {
      state.current.saving = false
    }
  }, [form])

  React.useEffect(() => {
    const subscription = form.watch((_, { type }) => {
      // Only what the person changes, not the version this component sets.
      if (type !== "change") return
      state.current.changes += 1
      clearTimeout(timer.current)
      timer.current = setTimeout(save, AUTOSAVE_QUIET_MS)
    })
    return () => subscription.unsubscribe()
  }, [form, save])
  // A pending autosave goes with the form (the form's object may change; its timer stays).
  React.useEffect(() => () => clearTimeout(timer.current), [])

  // A save pressed by hand takes over from a pending autosave.
  const submitting = form.formState.isSubmitting
  state.current.submitting = submitting
  React.useEffect(() => {
    if (submitting) clearTimeout(timer.current)
  }, [submitting])

  const text =
    status.kind === "saving"
      ? translate("admin.autosave.saving")
      : status.kind === "saved"
        ? translate("admin.autosave.saved", { time: hhmm(status.at) })
        : status.kind === "failed"
          ? translate("admin.autosave.failed", { message: status.message })
          : status.kind === "stale"
            ? translate("admin.autosave.stale")
            : ""
  return (
    <Typography
      role="status"
      variant="body2"
      color={
        status.kind === "failed" || status.kind === "stale"
          ? "error"
          : "text.secondary"
      }
      sx={{ alignSelf: "center" }}
    >
      {text}
    </Typography>
  )
}
