import { fireEvent } from "@testing-library/react"

// What ProseMirror asks of the page that jsdom lacks: where a range is on screen (to scroll the
// cursor into view) and which element is at a point. Nothing is laid out in jsdom, so both
// answer "nowhere"; layout itself is Playwright's to check.
const nowhere = () =>
  ({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: 0,
    bottom: 0,
    width: 0,
    height: 0,
  }) as DOMRect
const noRects = () =>
  Object.assign([], { item: () => null }) as unknown as DOMRectList
Range.prototype.getBoundingClientRect = nowhere
Range.prototype.getClientRects = noRects
Element.prototype.getClientRects = noRects
document.elementFromPoint = () => null
// A menu placed beside its button (Radix's popper, in the MDX editor's tables) watches its size;
// nothing is laid out, so nothing is ever reported.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** The editable text of the rich-text field labelled `label`. */
export const editable = (label: RegExp | string, root: ParentNode = document) =>
  Array.from(
    root.querySelectorAll<HTMLElement>('[contenteditable="true"]')
  ).find((element) => {
    const name = document.getElementById(
      element.getAttribute("aria-labelledby") ?? ""
    )?.textContent
    return typeof label === "string" ? name === label : label.test(name ?? "")
  })

/** A paste event as a browser fires it, with the clipboard's HTML and text. */
export function paste(target: HTMLElement, html: string, text = "") {
  const clipboardData = {
    types: html ? ["text/html", "text/plain"] : ["text/plain"],
    getData: (type: string) =>
      type === "text/html" ? html : type === "text/plain" ? text : "",
  }
  const event = new Event("paste", { bubbles: true, cancelable: true })
  Object.assign(event, { clipboardData })
  fireEvent(target, event)
  return event
}
