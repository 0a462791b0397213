import * as React from "react"

// What a visitor has typed survives a reload, so nothing they wrote is lost. sessionStorage, not
// localStorage: the draft holds personal data, and should not outlive the tab on a shared computer.
const storageKey = (name: string) => `draft:${name}`

function read(name: string): Record<string, unknown> | null {
  try {
    const saved = JSON.parse(
      window.sessionStorage.getItem(storageKey(name)) ?? "null"
    )
    return saved && typeof saved === "object" ? saved : null
  } catch {
    return null
  }
}

function write(name: string, values: Record<string, string> | null) {
  try {
    if (values)
      window.sessionStorage.setItem(storageKey(name), JSON.stringify(values))
    else window.sessionStorage.removeItem(storageKey(name))
  } catch {
    // Storage may be full or disabled (private modes); the form still works without a draft.
  }
}

/**
 * A form's field values, saved as a draft on every change and restored after mount (restoring
 * during the first render would not match the server-rendered, empty form). Text typed into the
 * server-rendered fields before the code arrived wins over the draft: React leaves it in the DOM
 * without telling the state. `clear` empties the fields and forgets the draft, after a send.
 */
export function useFormDraft<T extends Record<string, string>>(
  name: string,
  empty: T,
  form?: React.RefObject<HTMLFormElement>
) {
  const [values, setValues] = React.useState<T>(empty)
  const [restored, setRestored] = React.useState(false)
  const emptyRef = React.useRef(empty)

  React.useEffect(() => {
    const saved = read(name) ?? {}
    const restoredValues: Record<string, string> = {}
    for (const key of Object.keys(emptyRef.current)) {
      const field = form?.current?.elements.namedItem(key)
      const typed = field && "value" in field ? field.value : ""
      const value = typed || saved[key]
      if (typeof value === "string" && value) restoredValues[key] = value
    }
    setValues((current) => ({ ...current, ...restoredValues }))
    setRestored(true)
  }, [name, form])

  React.useEffect(() => {
    if (!restored) return
    write(name, Object.values(values).some(Boolean) ? values : null)
  }, [name, values, restored])

  const setField = React.useCallback((field: keyof T, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
  }, [])

  const clear = React.useCallback(() => {
    setValues(emptyRef.current)
    write(name, null)
  }, [name])

  return { values, setField, clear, restored }
}
