import * as React from "react"
import { X } from "../icons"
import { cn } from "../../lib/cn"
import { Modal } from "./modal"

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
 * A titled modal card (ui/modal.tsx): labelled by its title, focus goes to its first field (or to
 * the card), and its close icon, Escape and the backdrop close it. Mount it to open it.
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
  const titleId = React.useId()
  const descriptionId = React.useId()

  return (
    <Modal
      onClose={onClose}
      initialFocus="input, select, textarea"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cn(
        "rounded-card text-foreground backdrop:bg-brand/75 mx-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-2xl overflow-y-auto bg-white p-5 shadow-2xl backdrop:backdrop-blur-[2px] focus:outline-none sm:w-[calc(100%-3rem)] sm:p-8",
        placement === "top" ? "mt-3 mb-auto sm:mt-[10vh]" : "my-auto",
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
          onClick={onClose}
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
    </Modal>
  )
}
