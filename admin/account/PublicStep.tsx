import * as React from "react"
import { Alert, CardContent, Typography } from "@mui/material"
import { AuthLayout, Form, useTranslate } from "react-admin"
import { ApiError } from "../../api-client"
import BackToLogin from "../common/BackToLogin"
import SubmitButton from "../common/SubmitButton"

/**
 * The frame of the public steps an e-mail starts ('Forgot password', a reset link, an
 * invitation): react-admin's AuthLayout, a heading and a short explanation, the form, the
 * server's answer in place (success or the reason a link did not work), and the way back to
 * signing in.
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
    <AuthLayout>
      <Form onSubmit={submit} noValidate>
        <CardContent component="main" sx={{ width: { xs: 300, sm: 400 } }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate(title)}
          </Typography>
          {state.done ? (
            <Alert severity="success" role="status" sx={{ mb: 2 }}>
              {translate(state.done, { _: state.done })}
            </Alert>
          ) : (
            <>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {translate(intro)}
              </Typography>
              {state.error && (
                <Alert severity="error" role="alert" sx={{ mb: 1 }}>
                  {translate(state.error, { _: state.error })}
                </Alert>
              )}
              {children}
              <SubmitButton
                label={submitLabel}
                loading={state.loading}
                fullWidth
              />
            </>
          )}
          <BackToLogin />
        </CardContent>
      </Form>
    </AuthLayout>
  )
}

/** The `token` of the link the page was opened with. */
export function useLinkToken() {
  return React.useMemo(
    () => new URLSearchParams(window.location.search).get("token") ?? "",
    []
  )
}
