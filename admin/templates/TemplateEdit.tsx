import * as React from "react"
import { Edit } from "react-admin"
import { toPayload } from "../common/payload"
import TemplateForm from "./TemplateForm"

export default function TemplateEdit() {
  return (
    <Edit
      redirect="show"
      mutationMode="pessimistic"
      transform={toPayload("templates")}
    >
      <TemplateForm />
    </Edit>
  )
}
