import * as React from "react"
import { Card, CardContent } from "@mui/material"
import { Form, maxLength, PasswordInput, required, Title } from "react-admin"
import { request } from "../../api-client"
import NewPasswordInputs from "../common/NewPasswordInputs"
import SubmitButton from "../common/SubmitButton"
import { useServerCall } from "../common/useServerCall"
import { errorKey, TOKEN_KEY } from "../authProvider"

// The signed-in administrator's own password: the current one is required, so a borrowed session
// cannot lock its owner out. The server ends every other session and answers with a token for this
// one, kept in its place.
export default function ChangePassword() {
  const { loading, run } = useServerCall()
  const [formKey, setFormKey] = React.useState(0)

  const submit = (values: Partial<PasswordChange>) =>
    run(
      () =>
        request<{ token: string; message: string }>(
          "/api/admin/auth/password",
          {
            method: "PUT",
            body: {
              currentPassword: values.currentPassword,
              newPassword: values.newPassword,
            },
            auth: true,
            fallback: errorKey,
          }
        ),
      ({ token }) => {
        localStorage.setItem(TOKEN_KEY, token)
        setFormKey((key) => key + 1)
      }
    )

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
          <NewPasswordInputs source="newPassword" changing />
          <SubmitButton label="admin.password.submit" loading={loading} />
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
