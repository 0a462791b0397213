// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
import type { GatsbyBrowser } from "gatsby"
import "./src/styles/global.css"

export { wrapPageElement } from "./src/components/wrap-page-element"

// Every route change starts at the top of the page, as a full page load would, except in-page
// anchors.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({
  routerProps,
}) => {
  if (routerProps.location.hash) return true
  window.scrollTo(0, 0)
  return false
}
