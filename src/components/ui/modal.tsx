import * as React from "react"
import { createPortal } from "react-dom"

/** Marks what must stay in reach over an open modal (the toasts): the modal takes it in while open. */
export const OVER_MODAL = "data-over-modal"

const tabbable = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",")

type ModalProps = Omit<
  React.ComponentPropsWithoutRef<"dialog">,
  "open" | "onClose" | "onClick" | "onMouseDown" | "onKeyDown"
> & {
  onClose: () => void
  /** The first element this selector matches gets focus on open; the dialog itself when none does. */
  initialFocus?: string
}

/**
 * The site's one modal: a native <dialog> opened with showModal(), so the browser makes the page
 * behind inert (out of reach of clicks, focus and screen readers) and closes the dialog on Escape.
 * Mount it to open it; a click on the backdrop closes it too, and focus returns to whatever had it
 * before. It renders into <body> so no header or footer styles reach it.
 */
export function Modal({
  onClose,
  initialFocus,
  children,
  ...props
}: ModalProps) {
  const ref = React.useRef<HTMLDialogElement>(null)
  const close = React.useRef(onClose)
  close.current = onClose
  const pressedOutside = React.useRef(false)

  // A layout effect, so that its cleanup hands back what it took in before React removes the dialog.
  React.useLayoutEffect(() => {
    const dialog = ref.current!
    const opener = document.activeElement as HTMLElement | null
    const unlockScroll = lockScroll()
    dialog.showModal()
    const first = initialFocus
      ? dialog.querySelector<HTMLElement>(initialFocus)
      : null
    ;(first ?? dialog).focus()
    const taken = [...document.querySelectorAll(`[${OVER_MODAL}]`)]
    dialog.append(...taken)
    // Escape (or anything else that closes a <dialog>) closes it the React way: by unmounting it.
    const closed = () => close.current()
    dialog.addEventListener("close", closed)
    return () => {
      dialog.removeEventListener("close", closed)
      document.body.append(...taken)
      dialog.close()
      unlockScroll()
      opener?.focus()
    }
    // Opened once, on mount: what to focus first is read then and not again.
  }, [])

  return createPortal(
    <dialog
      ref={ref}
      // Implicit in an open modal <dialog>; stated for older screen readers and role selectors.
      role="dialog"
      aria-modal="true"
      tabIndex={-1}
      {...props}
      // The backdrop belongs to the <dialog>: a press that starts and ends outside its box closes it.
      onMouseDown={(event) => {
        pressedOutside.current = outside(event)
      }}
      onClick={(event) => {
        if (pressedOutside.current && outside(event)) close.current()
      }}
      onKeyDown={wrapTab}
    >
      {children}
    </dialog>,
    document.body
  )
}

/**
 * Chromium lets Tab leave a modal <dialog> for the browser's own controls after its last item
 * (headless, focus goes to <body> for one press; e2e/request-modal.spec.ts checks it never does);
 * here Tab wraps from the last to the first and Shift+Tab back, as the dialog pattern has it.
 */
function wrapTab(event: React.KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return
  const dialog = event.currentTarget
  const items = [...dialog.querySelectorAll<HTMLElement>(tabbable)].filter(
    (item) => item.getClientRects().length > 0
  )
  if (items.length === 0) return
  const [first, last] = [items[0], items[items.length - 1]]
  const active = document.activeElement
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}

function outside(event: React.MouseEvent<HTMLDialogElement>) {
  if (event.target !== event.currentTarget) return false
  const box = event.currentTarget.getBoundingClientRect()
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  )
}

/** Stops the page behind from scrolling; padding stands in for the hidden scroll bar, so nothing moves. */
function lockScroll() {
  const body = document.body
  const { overflow, paddingRight } = body.style
  const scrollBar = window.innerWidth - document.documentElement.clientWidth
  body.style.overflow = "hidden"
  if (scrollBar > 0) body.style.paddingRight = `${scrollBar}px`
  return () => {
    body.style.overflow = overflow
    body.style.paddingRight = paddingRight
  }
}
