import { startTransition, type ReactNode } from "react"
import { createRoot, hydrateRoot, type Root } from "react-dom/client"

/**
 * Starts a React root on `container`: hydrates the server's HTML in it when there is some,
 * otherwise renders from scratch. React 18 hydrates a root in one uninterrupted task unless the
 * hydration is a transition; as one, it yields to the browser every few milliseconds, so a phone
 * stays responsive. A click meanwhile makes React finish hydrating first, then handles it.
 */
export function startRoot(
  container: Element,
  element: ReactNode,
  hasServerHtml: boolean
): Root {
  if (!hasServerHtml) {
    const root = createRoot(container)
    root.render(element)
    return root
  }
  let root: Root | undefined
  startTransition(() => {
    root = hydrateRoot(container, element)
  })
  return root!
}
