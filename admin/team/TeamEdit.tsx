import * as React from "react"
import { Edit } from "react-admin"
import { toPayload } from "../common/payload"
import TeamForm from "./TeamForm"

export default function TeamEdit() {
  return (
    <Edit
      redirect="show"
      mutationMode="pessimistic"
      transform={toPayload("team")}
    >
      <TeamForm />
    </Edit>
  )
}
