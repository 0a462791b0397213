import * as React from "react"
import { useNotify } from "react-admin"
import { ApiError } from "../../api-client"

// A call of the panel's own forms to the API: while it runs, `loading`; then the server's message
// as a toast, a success or an error (a plain one when the server could not say), and on success
// whatever the form does next. The form keeps its input when the call fails.
export function useServerCall() {
  const notify = useNotify()
  const [loading, setLoading] = React.useState(false)
  const run = async <T extends { message: string }>(
    call: () => Promise<T>,
    then: (answer: T) => void
  ) => {
    setLoading(true)
    try {
      const answer = await call()
      notify(answer.message, {
        type: "success",
        messageArgs: { _: answer.message },
      })
      then(answer)
    } catch (failure) {
      const message =
        failure instanceof ApiError ? failure.message : "admin.error.unknown"
      notify(message, { type: "error", messageArgs: { _: message } })
    } finally {
      setLoading(false)
    }
  }
  return { loading, run }
}
