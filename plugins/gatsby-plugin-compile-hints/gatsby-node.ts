// https://www.gatsbyjs.com/docs/creating-a-local-plugin/
import type { GatsbyNode, PluginOptions } from "gatsby"
import { CompileHintsPlugin } from "./compile-hints-plugin"

type Options = PluginOptions & { exclude?: string }

/** The production browser bundle only: the dev server compiles as V8 would anyway. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (
  { stage, actions },
  { exclude }: Options
) => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    plugins: [
      new CompileHintsPlugin({
        exclude: exclude ? new RegExp(exclude) : undefined,
      }),
    ],
  })
}
