// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
import type { GatsbyBrowser } from "gatsby"
import "./src/styles/global.css"

export { wrapPageElement } from "./src/components/wrap-page-element"

// Every route change starts at the top of the page, as a full page load would, except in-page
// anchors and a new query on the same page (the articles listing's filters), which stays put.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({
  routerProps,
  prevRouterProps,
}) => {
  if (routerProps.location.hash) return true
  const previous = prevRouterProps?.location
  const { pathname, search } = routerProps.location
  if (previous?.pathname === pathname && previous.search !== search)
    return false
  window.scrollTo(0, 0)
  return false
}
