import * as React from "react"
import { Create } from "react-admin"
import { toPayload } from "../common/payload"
import TemplateForm from "./TemplateForm"

export default function TemplateCreate() {
  return (
    <Create redirect="show" transform={toPayload("templates")}>
      <TemplateForm />
    </Create>
  )
}
