import * as React from "react"
import { createPortal } from "react-dom"
import { toasterSignal } from "../../lib/notify"
import { lazy } from "../lazy"
import { OVER_MODAL } from "./modal"

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
  const host = useToastHost()
  if (!requested || !host) return null
  return createPortal(
    <ToastContainer
      position="top-right"
      theme="light"
      autoClose={5000}
      newestOnTop
    />,
    host
  )
}

/**
 * A box of the toasts' own at the end of <body>, there from the start: an open modal takes it in
 * (ui/modal.tsx), so that a toast raised meanwhile is neither under the backdrop nor inert.
 * Neither platform way does it: a popover shown over a modal <dialog> is in the top layer but
 * still inert (the browser blocks all but the modal), and a second container inside the modal
 * would lose the toast the request modal raises as it closes on success.
 */
function useToastHost() {
  const [host, setHost] = React.useState<HTMLElement | null>(null)
  React.useEffect(() => {
    const element = document.createElement("div")
    element.setAttribute(OVER_MODAL, "")
    document.body.append(element)
    setHost(element)
    return () => element.remove()
  }, [])
  return host
}
