import * as React from "react"
import { toasterSignal } from "../../lib/notify"
import { lazy } from "../lazy"

// The one mount of react-toastify's container, so toasts look and last alike everywhere. Its code,
// which injects its own CSS, arrives with the first toast; until then this renders nothing.
const ToastContainer = lazy(() =>
  import("react-toastify").then((module) => module.ToastContainer)
)

export function Toaster() {
  const requested = React.useSyncExternalStore(
    toasterSignal.subscribe,
    toasterSignal.requested,
    () => false
  )
  if (!requested) return null
  return (
    <ToastContainer
      position="top-right"
      theme="light"
      autoClose={5000}
      newestOnTop
    />
  )
}
