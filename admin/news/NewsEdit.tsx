import * as React from "react"
import { Edit } from "react-admin"
import { toPayload } from "../common/payload"
import NewsForm from "./NewsForm"

export default function NewsEdit() {
  return (
    <Edit
      redirect="show"
      mutationMode="pessimistic"
      transform={toPayload("news")}
    >
      <NewsForm />
    </Edit>
  )
}
