import * as React from "react"
import { maxLength, minLength, PasswordInput, required } from "react-admin"

// A new password and its confirmation, with the server's rule (12 to 200 characters) checked
// first in the browser: the teacher registration and an invitation's acceptance, where the person
// chooses their first password, and, `changing` one ('New password'), a reset link and the
// administrator's password change.
export default function NewPasswordInputs({
  source = "password",
  changing = false,
}: {
  source?: string
  changing?: boolean
}) {
  const label = changing ? "admin.password.new" : "admin.register.password"
  const confirmLabel = changing
    ? "admin.password.confirm"
    : "admin.register.confirm_password"
  // An input-level check: react-admin drops the inputs' own validators when the form has one.
  const matches = (value: string, values: Record<string, unknown>) =>
    value && value !== values[source]
      ? "admin.register.password_mismatch"
      : undefined
  return (
    <>
      <PasswordInput
        source={source}
        label={label}
        autoComplete="new-password"
        helperText="admin.register.password_help"
        validate={[
          required(),
          minLength(12, "admin.register.password_too_short"),
          maxLength(200),
        ]}
      />
      <PasswordInput
        source="confirmPassword"
        label={confirmLabel}
        autoComplete="new-password"
        validate={[required(), matches]}
      />
    </>
  )
}
