import * as React from "react"
import { Edit } from "react-admin"
import { toPayload } from "../common/payload"
import StoryForm from "./StoryForm"

export default function StoryEdit() {
  return (
    <Edit
      redirect="show"
      mutationMode="pessimistic"
      transform={toPayload("stories")}
    >
      <StoryForm />
    </Edit>
  )
}
