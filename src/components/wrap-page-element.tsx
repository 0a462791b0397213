import * as React from "react"
import type { WrapPageElementBrowserArgs } from "gatsby"
import { Layout } from "./layout"

// The admin panel brings its own chrome; every other page gets the site layout.
export const wrapPageElement = ({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) => {
  if (props.location.pathname.startsWith("/admin")) return element
  return <Layout pathname={props.location.pathname}>{element}</Layout>
}
