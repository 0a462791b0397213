import * as React from "react"
import { email, required, TextInput } from "react-admin"
import { request } from "../../api-client"
import { errorKey } from "../authProvider"
import PublicStep from "./PublicStep"

// 'Forgot password': the server answers the same whether or not the address has an account, and
// e-mails a link valid one hour to the address itself when it has.
export default function ForgotPassword() {
  return (
    <PublicStep
      title="admin.forgot.title"
      intro="admin.forgot.intro"
      submitLabel="admin.forgot.submit"
      onSubmit={async ({ email: address }) =>
        (
          await request<{ message: string }>("/api/admin/auth/forgot", {
            method: "POST",
            body: { email: address },
            fallback: errorKey,
          })
        ).message
      }
    >
      <TextInput
        source="email"
        type="email"
        label="admin.auth.email"
        autoComplete="username"
        validate={[required(), email()]}
      />
    </PublicStep>
  )
}
