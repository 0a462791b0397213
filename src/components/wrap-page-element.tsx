import * as React from "react"
import type { WrapPageElementBrowserArgs } from "gatsby"
import { Layout } from "./layout"

// The admin panel brings its own chrome, and a preview the layout of the page it previews; every
// other page gets the site layout.
export const wrapPageElement = ({
  element,
  props,
}: Pick<WrapPageElementBrowserArgs, "element" | "props">) => {
  const { pathname } = props.location
  if (pathname.startsWith("/admin") || pathname.startsWith("/preview/"))
    return element
  return <Layout pathname={pathname}>{element}</Layout>
}
