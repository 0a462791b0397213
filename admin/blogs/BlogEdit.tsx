import * as React from "react"
import { Edit } from "react-admin"
import { toPayload } from "../common/payload"
import BlogForm from "./BlogForm"

export default function BlogEdit() {
  return (
    <Edit
      redirect="show"
      mutationMode="pessimistic"
      transform={toPayload("blogs")}
    >
      <BlogForm />
    </Edit>
  )
}
