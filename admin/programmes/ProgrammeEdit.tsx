import * as React from "react"
import { Edit } from "react-admin"
import { toPayload } from "../common/payload"
import ProgrammeForm from "./ProgrammeForm"

export default function ProgrammeEdit() {
  return (
    <Edit
      redirect="show"
      mutationMode="pessimistic"
      transform={toPayload("programmes")}
    >
      <ProgrammeForm />
    </Edit>
  )
}
