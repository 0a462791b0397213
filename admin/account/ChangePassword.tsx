import * as React from "react"
import { Button, Card, CardContent, CircularProgress } from "@mui/material"
import {
  Form,
  maxLength,
  PasswordInput,
  required,
  Title,
  useNotify,
  useTranslate,
} from "react-admin"
import { ApiError, request } from "../../api-client"
import NewPasswordInputs from "../common/NewPasswordInputs"
import { errorKey, TOKEN_KEY } from "../authProvider"

// The signed-in administrator's own password: the current one is required, so a borrowed session
// cannot lock its owner out. The server ends every other session and answers with a token for this
// one, kept in its place.
export default function ChangePassword() {
  const translate = useTranslate()
  const notify = useNotify()
  const [loading, setLoading] = React.useState(false)
  const [formKey, setFormKey] = React.useState(0)

  const submit = async (values: Partial<PasswordChange>) => {
    setLoading(true)
    try {
      const { token, message } = await request<{
        token: string
        message: string
      }>("/api/admin/auth/password", {
        method: "PUT",
        body: {
          currentPassword: values.currentPassword,
          newPassword: values.newPassword,
        },
        auth: true,
        fallback: errorKey,
      })
      localStorage.setItem(TOKEN_KEY, token)
      notify(message, { type: "success", messageArgs: { _: message } })
      setFormKey((key) => key + 1)
    } catch (failure) {
      const message =
        failure instanceof ApiError ? failure.message : "admin.error.unknown"
      notify(message, { type: "error", messageArgs: { _: message } })
    } finally {
      setLoading(false)
    }
  }

  return (
    <Card sx={{ mt: 2, maxWidth: 480 }}>
      <Title title="admin.password.title" />
      <Form key={formKey} onSubmit={submit} noValidate>
        <CardContent>
          <PasswordInput
            source="currentPassword"
            label="admin.password.current"
            autoComplete="current-password"
            validate={[required(), maxLength(200)]}
          />
          <NewPasswordInputs
            source="newPassword"
            label="admin.password.new"
            confirmLabel="admin.password.confirm"
          />
          <Button
            variant="contained"
            type="submit"
            disabled={loading}
            sx={{ mt: 2 }}
          >
            {loading ? (
              <CircularProgress size={19} thickness={3} />
            ) : (
              translate("admin.password.submit")
            )}
          </Button>
        </CardContent>
      </Form>
    </Card>
  )
}

interface PasswordChange {
  currentPassword: string
  newPassword: string
  confirmPassword: string
}
