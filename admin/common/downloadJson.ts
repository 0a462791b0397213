import { useMutation } from "@tanstack/react-query"
import { useDataProvider, useNotify } from "react-admin"
import type { PanelDataProvider } from "../dataProvider"

// Saves data as a JSON file in the browser's downloads, as react-admin's downloadCSV does for CSV.
export function downloadJson(data: unknown, filename: string) {
  const blob = new Blob([JSON.stringify(data, null, 2)], {
    type: "application/json",
  })
  const link = document.createElement("a")
  link.href = URL.createObjectURL(blob)
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(link.href), 1000)
}

// A call of the panel's data provider whose answer is saved as a JSON file, named by `filename`
// from it. A failure is the server's reason, as a toast (or as `onError` says it).
export function useJsonDownload<T>(
  call: (dataProvider: PanelDataProvider) => Promise<T>,
  filename: (data: T) => string,
  onError?: (error: Error) => void
) {
  const dataProvider = useDataProvider<PanelDataProvider>()
  const notify = useNotify()
  return useMutation({
    mutationFn: () => call(dataProvider),
    onSuccess: (data) => downloadJson(data, filename(data)),
    onError:
      onError ?? ((error: Error) => notify(error.message, { type: "error" })),
  })
}
