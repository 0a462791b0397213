import * as React from "react"
import { useQueryClient } from "@tanstack/react-query"
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
  const queryClient = useQueryClient()
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
        // react-admin asked whether anyone was signed in when this page opened, and keeps the
        // answer (no one): asked again now, it lets the new colleague in rather than logging them
        // out on the way to the dashboard.
        await queryClient.invalidateQueries({ queryKey: ["auth"] })
        navigate(`${basename}/`)
      }}
    >
      <NewPasswordInputs />
    </PublicStep>
  )
}
