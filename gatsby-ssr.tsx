// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
import type { GatsbySSR } from "gatsby"

export { wrapPageElement } from "./src/components/wrap-page-element"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" })
}
