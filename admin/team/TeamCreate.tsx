import * as React from "react"
import { Create } from "react-admin"
import { toPayload } from "../common/payload"
import TeamForm from "./TeamForm"

export default function TeamCreate() {
  return (
    <Create redirect="show" transform={toPayload("team")}>
      <TeamForm />
    </Create>
  )
}
