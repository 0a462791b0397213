import path from "path"
import type { GatsbyNode, PluginOptions } from "gatsby"
import TerserPlugin from "terser-webpack-plugin"
import { DropSourceMapsPlugin } from "./drop-source-maps-plugin"

type Options = PluginOptions & { module: string; chunk: string }

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (
  { stage, loaders, plugins, actions, getConfig },
  { module, chunk }: Options
) => {
  // The panel renders only in the browser, so the HTML renderer gets an empty module in its place.
  if (stage === "build-html" || stage === "develop-html") {
    actions.setWebpackConfig({
      module: { rules: [{ test: path.resolve(module), use: loaders.null() }] },
    })
  }
  // Gatsby's own Terser setup for the public pages' scripts; esbuild for the panel's chunk. Gatsby's
  // minimizer list is kept as it is (none under `gatsby build --no-uglify`), its Terser swapped.
  if (stage === "build-javascript") {
    const config = getConfig()
    const panel = new RegExp(`^${chunk}-`)
    config.optimization.minimizer = config.optimization.minimizer.flatMap(
      (minimizer: unknown) =>
        minimizer instanceof TerserPlugin
          ? [
              plugins.minifyJs({ exclude: [/\.min\.js/, panel] }),
              new TerserPlugin({
                include: panel,
                minify: TerserPlugin.esbuildMinify,
              }),
            ]
          : [minimizer]
    )
    // The panel's code ships without its source maps (drop-source-maps-plugin.ts).
    config.plugins.push(new DropSourceMapsPlugin(chunk))
    actions.replaceWebpackConfig(config)
  }
}
