import * as React from "react"
import { Box } from "@mui/material"
import {
  email,
  maxLength,
  regex,
  required,
  TextInput,
  useBasename,
  useNavigate,
  useTranslate,
} from "react-admin"
import { request } from "../../api-client"
import { errorKey } from "../authProvider"
import NewPasswordInputs from "../common/NewPasswordInputs"
import PublicForm from "../common/PublicForm"
import SubmitButton from "../common/SubmitButton"
import { TeacherNameInput, TeacherSubjectInput } from "../common/TeacherInputs"
import { useServerCall } from "../common/useServerCall"

// The public teacher registration: no login, no panel chrome, since the teacher has no account
// yet. The server's message is the toast either way; on failure the form keeps its input.
export default function TeacherRegister() {
  const navigate = useNavigate()
  const basename = useBasename()
  const { loading, run } = useServerCall()
  const honeypot = React.useRef<HTMLInputElement>(null)

  const submit = (values: Partial<Registration>) => {
    const website = honeypot.current?.value ?? ""
    return run(
      () =>
        request<{ message: string }>("/api/teacher/auth/register", {
          method: "POST",
          body: { ...toBody(values), ...(website && { website }) },
          fallback: errorKey,
        }),
      () => navigate(`${basename}/login`)
    )
  }

  return (
    <PublicForm
      title="admin.register.title"
      intro="admin.register.intro"
      onSubmit={submit}
      width={420}
    >
      <TeacherNameInput label="admin.register.name" />
      <TextInput
        source="email"
        type="email"
        label="admin.register.email"
        autoComplete="email"
        validate={[required(), email(), maxLength(254)]}
      />
      <NewPasswordInputs />
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
      <TeacherSubjectInput label="admin.register.subject" />
      <Honeypot ref={honeypot} />
      <SubmitButton label="admin.register.submit" loading={loading} fullWidth />
    </PublicForm>
  )
}

// The honeypot, as on the site's contact forms: a field no person sees, reaches or has filled in
// for them (off-screen, hidden from assistive technology, out of the tab order, autocomplete
// off). A robot that fills every field fills this one too, and the server answers it as it
// answers anyone but keeps nothing. Outside react-admin's form, so it is never validated or kept.
const Honeypot = React.forwardRef<HTMLInputElement>(
  function Honeypot(_props, ref) {
    const translate = useTranslate()
    return (
      <Box
        aria-hidden="true"
        sx={{
          position: "absolute",
          left: "-9999px",
          width: "1px",
          height: "1px",
          overflow: "hidden",
        }}
      >
        <label htmlFor="teacher-register-website">
          {translate("admin.register.website")}
        </label>
        <input
          ref={ref}
          id="teacher-register-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </Box>
    )
  }
)

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
