// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
import { startTransition, type ReactElement } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import type { GatsbyBrowser } from "gatsby"
import "./src/styles/global.css"

export { wrapPageElement } from "./src/components/wrap-page-element"

// Every route change starts at the top of the page (SPEC 'General behaviour'), except in-page anchors.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => {
  if (routerProps.location.hash) return true
  window.scrollTo(0, 0)
  return false
}

// React 18 hydrates a root in one uninterrupted task unless the hydration is a transition; as one,
// it yields to the browser every few milliseconds, so a phone stays responsive while a long page
// hydrates. A click on the page meanwhile makes React finish hydrating first, then handles it.
// Pages without server HTML (the client-only admin panel) render as Gatsby would. (Gatsby's type
// for this API still describes ReactDOM.render, so the function is typed here.)
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  if (!document.getElementById("gatsby-focus-wrapper")?.hasChildNodes()) {
    createRoot(container).render(element)
    return
  }
  startTransition(() => {
    hydrateRoot(container, element)
  })
}
