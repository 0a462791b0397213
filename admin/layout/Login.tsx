import * as React from "react"
import { Alert, CardContent, Stack, Typography } from "@mui/material"
import {
  email,
  Form,
  Link,
  Login as LoginLayout,
  PasswordInput,
  required,
  TextInput,
  useAuthProvider,
  useBasename,
  useLogin,
  useNotify,
  useTranslate,
} from "react-admin"
import type { PanelAuthProvider } from "../authProvider"
import SubmitButton from "../common/SubmitButton"

// react-admin's login page with our own form: a failed login shows the server's message on the
// screen, where it stays while the administrator retypes, rather than in a toast that goes; and
// the page links to the public teacher registration.
export default function Login() {
  return (
    <LoginLayout>
      <LoginForm />
    </LoginLayout>
  )
}

interface Credentials {
  email: string
  password: string
}

function LoginForm() {
  const login = useLogin()
  const notify = useNotify()
  const translate = useTranslate()
  const basename = useBasename()
  const authProvider = useAuthProvider<PanelAuthProvider>()
  const notice = authProvider?.sessionNotice() ?? null
  const [error, setError] = React.useState<string | null>(null)
  const [loading, setLoading] = React.useState(false)

  const submit = async (values: Partial<Credentials>) => {
    setLoading(true)
    setError(null)
    try {
      const result = await login(values)
      if (result?.message) {
        notify(result.message, {
          type: "success",
          messageArgs: { _: result.message },
        })
      }
    } catch (failure) {
      setError(
        failure instanceof Error ? failure.message : "ra.auth.sign_in_error"
      )
      setLoading(false)
    }
  }

  return (
    <Form onSubmit={submit} noValidate>
      <CardContent sx={{ width: 320 }}>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mb: 1 }}>
            {translate(error, { _: error })}
          </Alert>
        ) : notice ? (
          <Alert severity="warning" role="status" sx={{ mb: 1 }}>
            {translate(notice)}
          </Alert>
        ) : null}
        <TextInput
          source="email"
          type="email"
          label="admin.auth.email"
          autoComplete="username"
          autoFocus
          validate={[required(), email()]}
        />
        <PasswordInput
          source="password"
          label="admin.auth.password"
          autoComplete="current-password"
          validate={required()}
        />
        <SubmitButton label="admin.auth.sign_in" loading={loading} fullWidth />
        <Stack
          direction="row"
          spacing={1}
          sx={{ mt: 2, justifyContent: "center" }}
        >
          <Typography variant="body2">
            {translate("admin.auth.new_teacher")}
          </Typography>
          <Typography variant="body2">
            <Link to={`${basename}/register`}>
              {translate("admin.auth.register_link")}
            </Link>
          </Typography>
        </Stack>
      </CardContent>
    </Form>
  )
}
