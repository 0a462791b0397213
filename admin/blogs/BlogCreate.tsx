import * as React from "react"
import { Create } from "react-admin"
import { toPayload } from "../common/payload"
import BlogForm from "./BlogForm"

export default function BlogCreate() {
  return (
    <Create redirect="show" transform={toPayload("blogs")}>
      <BlogForm />
    </Create>
  )
}
