import * as React from "react"
import { Create } from "react-admin"
import { toPayload } from "../common/payload"
import StoryForm from "./StoryForm"

export default function StoryCreate() {
  return (
    <Create redirect="show" transform={toPayload("stories")}>
      <StoryForm />
    </Create>
  )
}
