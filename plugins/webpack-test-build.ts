import fs from "fs"
import os from "os"
import path from "path"
import webpack, { type WebpackPluginInstance } from "webpack"

/**
 * For the local webpack plugins' tests: a production build shaped like Gatsby's (named chunks,
 * source maps) of `sources` ({ "entry.js": code, … }) in a temporary folder, with `plugin`.
 */
export async function buildWithPlugin(
  sources: Record<string, string>,
  plugin: WebpackPluginInstance
) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "webpack-plugin-"))
  for (const [file, code] of Object.entries(sources)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), code)
  }
  const outDir = path.join(dir, "out")
  const compiler = webpack({
    mode: "production",
    devtool: "source-map",
    context: dir,
    entry: { app: "./entry.js" },
    output: { path: outDir, filename: "[name].js", chunkFilename: "[name].js" },
    plugins: [plugin],
  })
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) =>
      error || stats?.hasErrors()
        ? reject(error ?? stats?.toString())
        : resolve()
    )
  )
  return {
    dir,
    files: fs.readdirSync(outDir),
    read: (file: string) => fs.readFileSync(path.join(outDir, file), "utf8"),
  }
}
