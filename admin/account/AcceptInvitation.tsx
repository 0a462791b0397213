import * as React from "react"
import { useAuthProvider, useBasename, useNavigate } from "react-admin"
import { request } from "../../api-client"
import {
  errorKey,
  type LoginResponse,
  type PanelAuthProvider,
} from "../authProvider"
import NewPasswordInputs from "../common/NewPasswordInputs"
import PublicStep, { useLinkToken } from "./PublicStep"

// An invitation's page: the colleague chooses a password and is signed in, with the role the
// administrator gave them.
export default function AcceptInvitation() {
  const token = useLinkToken()
  const authProvider = useAuthProvider<PanelAuthProvider>()
  const navigate = useNavigate()
  const basename = useBasename()
  return (
    <PublicStep
      title="admin.accept.title"
      intro="admin.accept.intro"
      submitLabel="admin.accept.submit"
      onSubmit={async ({ password }) => {
        const answer = await request<LoginResponse>("/api/admin/auth/accept", {
          method: "POST",
          body: { token, password },
          fallback: errorKey,
        })
        authProvider?.keepSession(answer)
        navigate(`${basename}/`)
      }}
    >
      <NewPasswordInputs
        source="password"
        label="admin.register.password"
        confirmLabel="admin.register.confirm_password"
      />
    </PublicStep>
  )
}
