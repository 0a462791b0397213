import * as React from "react"
import { Create } from "react-admin"
import { toPayload } from "../common/payload"
import NewsForm from "./NewsForm"

export default function NewsCreate() {
  return (
    <Create redirect="show" transform={toPayload("news")}>
      <NewsForm />
    </Create>
  )
}
