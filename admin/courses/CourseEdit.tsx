import * as React from "react"
import { Edit } from "react-admin"
import { toPayload } from "../common/payload"
import CourseForm from "./CourseForm"

export default function CourseEdit() {
  return (
    <Edit
      redirect="show"
      mutationMode="pessimistic"
      transform={toPayload("courses")}
    >
      <CourseForm />
    </Edit>
  )
}
