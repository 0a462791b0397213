import * as React from "react"
import { Notification as RaNotification } from "react-admin"

// The site's toasts close after 5000 ms at the top right; the panel's do the same, so staff who
// also use the site meet one behaviour.
export default function Notification() {
  return (
    <RaNotification
      autoHideDuration={5000}
      anchorOrigin={{ vertical: "top", horizontal: "right" }}
    />
  )
}
