import * as React from "react"

const EVENTS = [
  "keydown",
  "keypress",
  "keyup",
  "beforeinput",
  "paste",
  "copy",
  "cut",
  "drop",
  "compositionstart",
  "compositionend",
] as const

// A block's form fields sit inside the editor's text, whose own listeners (on an ancestor) would
// read Enter, a paste or Backspace typed in a field as an edit of the text around the block.
// The block's element keeps those events to itself, natively (React's handlers, on the page's
// root, run after the editor's); not `input` and `change`, which React's onChange needs.
export function useOwnInputs<T extends HTMLElement>() {
  const ref = React.useRef<T>(null)
  React.useEffect(() => {
    const element = ref.current
    if (!element) return
    const keep = (event: Event) => {
      const target = event.target as HTMLElement | null
      if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.nodeName))
        event.stopPropagation()
    }
    for (const name of EVENTS) element.addEventListener(name, keep)
    return () => {
      for (const name of EVENTS) element.removeEventListener(name, keep)
    }
  }, [])
  return ref
}
