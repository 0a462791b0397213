import * as React from "react"
import { Create } from "react-admin"
import { toPayload } from "../common/payload"
import EventForm from "./EventForm"

export default function EventCreate() {
  return (
    <Create redirect="show" transform={toPayload("events")}>
      <EventForm />
    </Create>
  )
}
