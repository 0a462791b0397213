import * as React from "react"
import { Alert } from "@mui/material"
import { useTranslate } from "react-admin"
import { ApiError } from "../../api-client"
import PublicForm from "../common/PublicForm"
import SubmitButton from "../common/SubmitButton"

/**
 * The public steps an e-mail starts ('Forgot password', a reset link, an invitation), in the
 * panel's PublicForm: the form, then the server's answer in place (success in place of the form,
 * or the reason a link did not work above it).
 */
export default function PublicStep({
  title,
  intro,
  submitLabel,
  onSubmit,
  children,
}: {
  title: string
  intro: string
  submitLabel: string
  // Resolves with the message to show; rejects with the server's reason.
  onSubmit: (values: Record<string, string>) => Promise<string | void>
  children: React.ReactNode
}) {
  const translate = useTranslate()
  const [state, setState] = React.useState<{
    loading: boolean
    done?: string
    error?: string
  }>({ loading: false })
  const submit = async (values: Record<string, string>) => {
    setState({ loading: true })
    try {
      const done = await onSubmit(values)
      setState({ loading: false, done: done ?? undefined })
    } catch (failure) {
      setState({
        loading: false,
        error:
          failure instanceof ApiError ? failure.message : "admin.error.unknown",
      })
    }
  }
  return (
    <PublicForm
      title={title}
      intro={state.done ? undefined : intro}
      onSubmit={submit}
    >
      {state.done ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {translate(state.done, { _: state.done })}
        </Alert>
      ) : (
        <>
          {state.error && (
            <Alert severity="error" role="alert" sx={{ mb: 1 }}>
              {translate(state.error, { _: state.error })}
            </Alert>
          )}
          {children}
          <SubmitButton label={submitLabel} loading={state.loading} fullWidth />
        </>
      )}
    </PublicForm>
  )
}

/** The `token` of the link the page was opened with. */
export function useLinkToken() {
  return React.useMemo(
    () => new URLSearchParams(window.location.search).get("token") ?? "",
    []
  )
}
