import * as React from "react"
import { Edit } from "react-admin"
import { toPayload } from "../common/payload"
import EventForm from "./EventForm"

export default function EventEdit() {
  return (
    <Edit
      redirect="show"
      mutationMode="pessimistic"
      transform={toPayload("events")}
    >
      <EventForm />
    </Edit>
  )
}
