import * as React from "react"
import { request } from "../../api-client"
import { errorKey } from "../authProvider"
import NewPasswordInputs from "../common/NewPasswordInputs"
import PublicStep, { useLinkToken } from "./PublicStep"

// A password reset link's page: the new password, once; every session of the account ends.
export default function ResetPassword() {
  const token = useLinkToken()
  return (
    <PublicStep
      title="admin.reset.title"
      intro="admin.reset.intro"
      submitLabel="admin.reset.submit"
      onSubmit={async ({ password }) =>
        (
          await request<{ message: string }>("/api/admin/auth/reset", {
            method: "POST",
            body: { token, password },
            fallback: errorKey,
          })
        ).message
      }
    >
      <NewPasswordInputs changing />
    </PublicStep>
  )
}
