import "@testing-library/jest-dom"
import { configure } from "@testing-library/react"

// Code loaded later (components/lazy.tsx) arrives through a dynamic import, which Jest compiles on
// first use: on a busy two-core machine that can take longer than the default second of findBy*.
configure({ asyncUtilTimeout: 5000 })

// jsdom has <dialog> but not showModal() or close(): enough of both for the site's modal
// (src/components/ui/modal.tsx). The page behind made inert is the browser's; it and the modal's
// Tab wrap are tested in e2e/ (request-modal.spec.ts, layout.spec.ts).
// A test file in Node's environment (the panel's providers against the real server) has no DOM.
if (
  typeof HTMLDialogElement !== "undefined" &&
  !HTMLDialogElement.prototype.showModal
) {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "")
    this.addEventListener("keydown", closeOnEscape)
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return
    this.removeAttribute("open")
    this.removeEventListener("keydown", closeOnEscape)
    this.dispatchEvent(new Event("close"))
  }
}

function closeOnEscape(this: HTMLDialogElement, event: KeyboardEvent) {
  if (event.key !== "Escape") return
  if (this.dispatchEvent(new Event("cancel", { cancelable: true })))
    this.close()
}
