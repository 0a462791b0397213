// Prints each built page's first-load JavaScript (the scripts its HTML loads), gzipped, and flags any
// admin-panel code (react-admin, MUI) reaching a public page. Usage: node scripts/page-weight.mjs [path...]
import { readFileSync, existsSync } from "node:fs"
import { gzipSync } from "node:zlib"
import { join } from "node:path"

const publicDir = new URL("../public/", import.meta.url).pathname
const sitemap = readFileSync(join(publicDir, "sitemap-0.xml"), "utf8")
const allPaths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1] || "/")
const paths = process.argv.slice(2).length ? process.argv.slice(2) : allPaths
const adminMarkers = ["react-admin", "ra-core", "MuiButtonBase", "@mui/material"]

const htmlFile = (path) => join(publicDir, path === "/" ? "index.html" : `${path}/index.html`)
const pageDataFile = (path) => join(publicDir, "page-data", path === "/" ? "index" : path, "page-data.json")
// Gatsby loads a page's component chunks right after its three entry scripts (chunk-map.json).
// A page's component chunk group: its own chunk and the split chunks it shares with other pages
// (chunk-map.json lists only the first, which left shared chunks such as the carousel's uncounted).
const { namedChunkGroups } = JSON.parse(readFileSync(join(publicDir, "webpack.stats.json"), "utf8"))
const chunkGroup = (name) =>
  (namedChunkGroups[name]?.assets ?? []).map((asset) => (typeof asset === "string" ? asset : asset.name))
let failed = false
console.log("page".padEnd(72), "scripts", "KB gzip")
for (const path of paths) {
  if (!existsSync(htmlFile(path))) continue
  const html = readFileSync(htmlFile(path), "utf8")
  const { componentChunkName } = JSON.parse(readFileSync(pageDataFile(path), "utf8"))
  const entry = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((match) => match[1])
  const component = chunkGroup(componentChunkName)
  const scripts = [...new Set([...entry, ...component])].filter((file) => file.endsWith(".js"))
  const inline = [...html.matchAll(/<script(?![^>]*src)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join("")
  let bytes = gzipSync(inline).length
  let admin = false
  for (const script of scripts) {
    const code = readFileSync(join(publicDir, script))
    bytes += gzipSync(code).length
    if (adminMarkers.some((marker) => code.includes(marker))) admin = true
  }
  const kb = (bytes / 1024).toFixed(1)
  const limit = path === "/" ? 120 : 100
  const flags = [
    bytes / 1024 > limit ? `OVER ${limit} KB` : "",
    admin ? "ADMIN CODE" : "",
  ]
    .filter(Boolean)
    .join(" ")
  if (flags) failed = true
  console.log(path.padEnd(72), String(scripts.length).padStart(7), kb.padStart(7), flags)
}
process.exitCode = failed ? 1 : 0
