// Toasts for the visitors' forms (top right, light theme, 5000 ms; see ui/toaster.tsx).
// react-toastify is fetched with the first toast, not with every page: most visits never see one.
// A toast raised before the container has mounted waits in react-toastify's queue and then shows.

type Listener = () => void

let requested = false
const listeners = new Set<Listener>()

/** For ui/toaster.tsx: whether a toast has been asked for, and a way to hear when one first is. */
export const toasterSignal = {
  requested: () => requested,
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}

async function show(kind: "success" | "error", message: string) {
  if (!requested) {
    requested = true
    listeners.forEach((listener) => listener())
  }
  const { toast } = await import("react-toastify")
  toast[kind](message)
}

export const notify = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
}
