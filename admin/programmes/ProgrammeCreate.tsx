import * as React from "react"
import { Create } from "react-admin"
import { toPayload } from "../common/payload"
import ProgrammeForm from "./ProgrammeForm"

export default function ProgrammeCreate() {
  return (
    <Create redirect="show" transform={toPayload("programmes")}>
      <ProgrammeForm />
    </Create>
  )
}
