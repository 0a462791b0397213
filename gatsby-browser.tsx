// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
import { startTransition, type ReactElement } from "react"
import { createRoot, hydrateRoot, type Root } from "react-dom/client"
import type { GatsbyBrowser } from "gatsby"
import "./src/styles/global.css"

export { wrapPageElement } from "./src/components/wrap-page-element"

// Every route change starts at the top of the page (SPEC 'General behaviour'), except in-page anchors.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({
  routerProps,
}) => {
  if (routerProps.location.hash) return true
  window.scrollTo(0, 0)
  return false
}

// React 18 hydrates a root in one uninterrupted task unless the hydration is a transition; as one,
// it yields to the browser every few milliseconds, so a phone stays responsive while a long page
// hydrates. A click on the page meanwhile makes React finish hydrating first, then handles it.
// A container without server HTML (the client-only admin panel, the dev server's loading
// indicator) is rendered as Gatsby would. (Gatsby's type for this API still describes
// ReactDOM.render, so the function is typed here.)
export const replaceHydrateFunction =
  () => (element: ReactElement, container: Element) => {
    let root: Root
    if (container.querySelector("#gatsby-focus-wrapper")?.children.length) {
      startTransition(() => {
        root = hydrateRoot(container, element)
      })
    } else {
      root = createRoot(container)
      root.render(element)
    }
    return () => root.unmount()
  }
