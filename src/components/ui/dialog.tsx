import * as React from "react"
import { createPortal } from "react-dom"
import { X } from "../icons"
import { cn } from "../../lib/cn"

const focusable = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",")

type DialogProps = {
  title: string
  /** `top` keeps the dialog's top edge still while its content grows (search results). */
  placement?: "center" | "top"
  description?: React.ReactNode
  closeLabel: string
  onClose: () => void
  className?: string
  children: React.ReactNode
}

/**
 * A modal dialog (WAI-ARIA dialog pattern): labelled by its title, focus moves in on open, Tab
 * and Shift+Tab cycle inside, Escape and the close icon close it, and focus returns to whatever
 * opened it. Mount it to open it; it renders into <body> so no footer or header styles reach it.
 */
export function Dialog({
  title,
  description,
  closeLabel,
  onClose,
  placement = "center",
  className,
  children,
}: DialogProps) {
  const panel = React.useRef<HTMLDivElement>(null)
  const titleId = React.useId()
  const descriptionId = React.useId()
  const close = React.useRef(onClose)
  close.current = onClose

  React.useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    const body = document.body
    const { overflow, paddingRight } = body.style
    // Hiding the page's scroll bar would widen it; padding keeps everything where it was.
    const scrollBar = window.innerWidth - document.documentElement.clientWidth
    body.style.overflow = "hidden"
    if (scrollBar > 0) body.style.paddingRight = `${scrollBar}px`

    const first = panel.current?.querySelector<HTMLElement>(
      "input, select, textarea"
    )
    ;(first ?? panel.current)?.focus()

    // A click on the page behind (or a script) must not leave focus outside the modal.
    const keepFocus = (event: FocusEvent) => {
      if (panel.current && !panel.current.contains(event.target as Node))
        panel.current.focus()
    }
    document.addEventListener("focusin", keepFocus)
    return () => {
      document.removeEventListener("focusin", keepFocus)
      body.style.overflow = overflow
      body.style.paddingRight = paddingRight
      opener?.focus()
    }
  }, [])

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "Escape") {
      event.stopPropagation()
      close.current()
      return
    }
    if (event.key !== "Tab" || !panel.current) return
    const items = [
      ...panel.current.querySelectorAll<HTMLElement>(focusable),
    ].filter((item) => item.getClientRects().length > 0)
    if (items.length === 0) return
    const [firstItem, lastItem] = [items[0], items[items.length - 1]]
    const active = document.activeElement
    if (event.shiftKey && (active === firstItem || active === panel.current)) {
      event.preventDefault()
      lastItem.focus()
    } else if (!event.shiftKey && active === lastItem) {
      event.preventDefault()
      firstItem.focus()
    }
  }

  return createPortal(
    <div
      className={cn(
        "fixed inset-0 z-[80] flex justify-center p-3 sm:p-6",
        placement === "top" ? "items-start sm:pt-[10vh]" : "items-center"
      )}
      onKeyDown={onKeyDown}
    >
      <div
        aria-hidden
        className="bg-brand/75 absolute inset-0 backdrop-blur-[2px]"
        onClick={() => close.current()}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cn(
          "rounded-card text-foreground relative max-h-[calc(100dvh-1.5rem)] w-full max-w-2xl overflow-y-auto bg-white p-5 shadow-2xl focus:outline-none sm:p-8",
          className
        )}
      >
        <div className="flex items-start justify-between gap-4">
          <h2
            id={titleId}
            className="text-brand text-xl leading-snug font-bold sm:text-2xl"
          >
            {title}
          </h2>
          <button
            type="button"
            onClick={() => close.current()}
            className="text-muted-foreground hover:bg-muted hover:text-brand -mt-1 -mr-1 flex size-11 shrink-0 items-center justify-center rounded-full"
          >
            <X aria-hidden className="size-5" />
            <span className="sr-only">{closeLabel}</span>
          </button>
        </div>
        {description && (
          <div
            id={descriptionId}
            className="text-muted-foreground mt-2 text-sm leading-relaxed"
          >
            {description}
          </div>
        )}
        <div className="mt-6">{children}</div>
      </div>
    </div>,
    document.body
  )
}
