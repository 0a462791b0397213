// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
import type { ReactElement } from "react"
import type { GatsbyBrowser } from "gatsby"
import "./src/styles/global.css"
import { startRoot } from "./src/lib/react-root"
import { yieldToBrowser } from "./src/lib/yield-to-browser"

export { wrapPageElement } from "./src/components/wrap-page-element"

// Gatsby evaluates the whole app and then starts loading the first page in one task (45-53 ms
// here, four times that on Lighthouse's simulated phone). Gatsby waits for this promise between
// the two, so the browser gets a turn to paint or handle input in the middle.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => yieldToBrowser()

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
