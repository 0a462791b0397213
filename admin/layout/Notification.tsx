import * as React from "react"
import { Notification as RaNotification } from "react-admin"

// The site's toasts close after 5000 ms at the top right (SPEC section 9); the panel's do the same.
export default function Notification() {
  return (
    <RaNotification
      autoHideDuration={5000}
      anchorOrigin={{ vertical: "top", horizontal: "right" }}
    />
  )
}
