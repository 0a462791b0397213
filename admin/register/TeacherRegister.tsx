import * as React from "react"
import {
  Button,
  CardContent,
  CircularProgress,
  Typography,
} from "@mui/material"
import {
  AuthLayout,
  email,
  Form,
  Link,
  maxLength,
  regex,
  required,
  TextInput,
  useBasename,
  useNavigate,
  useNotify,
  useTranslate,
} from "react-admin"
import { ApiError, request } from "../../api-client"
import { errorKey } from "../authProvider"
import NewPasswordInputs from "../common/NewPasswordInputs"

// The public teacher registration (DECISIONS 'Admin panel'): no login, no panel chrome. The
// server's message is the toast either way (SPEC section 8); on failure the form keeps its input.
export default function TeacherRegister() {
  const translate = useTranslate()
  const notify = useNotify()
  const navigate = useNavigate()
  const basename = useBasename()
  const [loading, setLoading] = React.useState(false)

  const submit = async (values: Partial<Registration>) => {
    setLoading(true)
    try {
      const { message } = await request<{ message: string }>(
        "/api/teacher/auth/register",
        { method: "POST", body: toBody(values), fallback: errorKey }
      )
      notify(message, { type: "success", messageArgs: { _: message } })
      navigate(`${basename}/login`)
    } catch (failure) {
      const message =
        failure instanceof ApiError ? failure.message : "admin.error.unknown"
      notify(message, { type: "error", messageArgs: { _: message } })
      setLoading(false)
    }
  }

  return (
    <AuthLayout>
      <Form onSubmit={submit} noValidate>
        <CardContent component="main" sx={{ width: { xs: 300, sm: 420 } }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate("admin.register.title")}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate("admin.register.intro")}
          </Typography>
          <TextInput
            source="name"
            label="admin.register.name"
            autoComplete="name"
            validate={[required(), maxLength(200)]}
          />
          <TextInput
            source="email"
            type="email"
            label="admin.register.email"
            autoComplete="email"
            validate={[required(), email(), maxLength(254)]}
          />
          <NewPasswordInputs
            source="password"
            label="admin.register.password"
            confirmLabel="admin.register.confirm_password"
          />
          <TextInput
            source="phone"
            type="tel"
            label="admin.register.phone"
            autoComplete="tel"
            validate={[
              maxLength(32),
              regex(/^[0-9 +()-]*$/, "admin.register.phone_format"),
            ]}
          />
          <TextInput
            source="subject"
            label="admin.register.subject"
            validate={maxLength(200)}
          />
          <Button
            variant="contained"
            type="submit"
            disabled={loading}
            fullWidth
            sx={{ mt: 2 }}
          >
            {loading ? (
              <CircularProgress size={19} thickness={3} />
            ) : (
              translate("admin.register.submit")
            )}
          </Button>
          <Typography variant="body2" sx={{ mt: 2, textAlign: "center" }}>
            <Link to={`${basename}/login`}>
              {translate("admin.register.back_to_login")}
            </Link>
          </Typography>
        </CardContent>
      </Form>
    </AuthLayout>
  )
}

interface Registration {
  name: string
  email: string
  password: string
  confirmPassword: string
  phone: string | null
  subject: string | null
}

// The confirmation stays in the browser, and empty optional fields are left out rather than sent
// as null (react-admin's value for a cleared input).
function toBody({
  name,
  email,
  password,
  phone,
  subject,
}: Partial<Registration>) {
  return {
    name,
    email,
    password,
    ...(phone ? { phone } : {}),
    ...(subject ? { subject } : {}),
  }
}
