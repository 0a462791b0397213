import * as React from "react"
import { Create } from "react-admin"
import { toPayload } from "../common/payload"
import CourseForm from "./CourseForm"

export default function CourseCreate() {
  return (
    <Create redirect="show" transform={toPayload("courses")}>
      <CourseForm />
    </Create>
  )
}
