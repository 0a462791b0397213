// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
import type { ReactElement } from "react"
import type { GatsbyBrowser } from "gatsby"
import "./src/styles/global.css"
import { startRoot } from "./src/lib/react-root"

export { wrapPageElement } from "./src/components/wrap-page-element"

// Every route change starts at the top of the page (SPEC 'General behaviour'), except in-page anchors.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({
  routerProps,
}) => {
  if (routerProps.location.hash) return true
  window.scrollTo(0, 0)
  return false
}

// The page hydrates in slices that yield to the browser (src/lib/react-root.ts). A container
// without server HTML (the client-only admin panel, the dev server's loading indicator) is
// rendered, as Gatsby would. (Gatsby's type for this API still describes ReactDOM.render, so the
// function is typed here.)
export const replaceHydrateFunction =
  () => (element: ReactElement, container: Element) => {
    const hasServerHtml = Boolean(
      container.querySelector("#gatsby-focus-wrapper")?.children.length
    )
    const root = startRoot(container, element, hasServerHtml)
    return () => root.unmount()
  }
