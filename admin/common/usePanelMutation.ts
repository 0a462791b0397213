import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useDataProvider, useNotify, useRefresh } from "react-admin"
import type { PanelDataProvider } from "../dataProvider"
import { PUBLISH_STATUS } from "../editorial/usePublishStatus"

// What a toast says: a message (a translation key, or the server's own words) and its arguments.
type Toast = string | [string, Record<string, unknown>]

// A call of the panel's data provider from a button: on success the toast `success` makes of the
// answer, and the page read again, or with `next` whatever comes next instead (going to a page
// that reads itself); with `publishing`, the publishing state is read again too, since the call
// changes what the next build shows. On failure the server's reason, which with `sticky` stays
// until it is closed.
export function usePanelMutation<T, V = void>(
  call: (dataProvider: PanelDataProvider, variables: V) => Promise<T>,
  success: (answer: T) => Toast,
  {
    publishing = false,
    sticky = false,
    next,
  }: { publishing?: boolean; sticky?: boolean; next?: (answer: T) => void } = {}
) {
  const dataProvider = useDataProvider<PanelDataProvider>()
  const notify = useNotify()
  const refresh = useRefresh()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (variables: V) => call(dataProvider, variables),
    onSuccess: (answer) => {
      const toast = success(answer)
      const [message, messageArgs] = typeof toast === "string" ? [toast] : toast
      notify(message, { type: "info", messageArgs })
      if (next) next(answer)
      else refresh()
      if (publishing)
        void queryClient.invalidateQueries({ queryKey: PUBLISH_STATUS })
    },
    onError: (error: Error) =>
      notify(error.message, {
        type: "error",
        ...(sticky && { autoHideDuration: null }),
      }),
  })
}
