import * as React from "react"
import { toasterSignal } from "../../lib/notify"
import { QuietBoundary } from "../quiet-boundary"

// The one mount of react-toastify's container (STYLE.md). Its code, which injects its own CSS,
// arrives with the first toast; until then this renders nothing.
const ToastContainer = React.lazy(() =>
  import("react-toastify").then((module) => ({
    default: module.ToastContainer,
  }))
)

export function Toaster() {
  const requested = React.useSyncExternalStore(
    toasterSignal.subscribe,
    toasterSignal.requested,
    () => false
  )
  if (!requested) return null
  return (
    <QuietBoundary>
      <React.Suspense fallback={null}>
        <ToastContainer
          position="top-right"
          theme="light"
          autoClose={5000}
          newestOnTop
        />
      </React.Suspense>
    </QuietBoundary>
  )
}
