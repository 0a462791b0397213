import { readdir, readFile, rename, writeFile } from "node:fs/promises"
import path from "node:path"
import { promisify } from "node:util"
import { brotliCompress, constants } from "node:zlib"

const brotli = promisify(brotliCompress)

// Webpack's content-hashed bundles at the top of public/ (app-<hash>.js, framework-<hash>.js,
// component---…-<hash>.js, the search's search-<hash>.js, styles.<hash>.css): the names the
// server caches for ever and sends `<name>.br` for (server/lib/gatsby-public.ts).
export const HASHED_BUNDLE = /^[^/]+[.-][0-9a-f]{8,}\.(?:js|mjs|css)$/

/**
 * Writes `<file>.br` beside each hashed bundle in `publicDir`, Brotli at its highest quality: about
 * 15% smaller than at the quality the server can afford per request (4), compressed once per
 * build instead of on every request. A bundle is left without one when Brotli would not make it
 * smaller. Returns how many were written and the bytes saved on the files as compressed.
 */
export async function precompressBundles(publicDir) {
  const names = (await readdir(publicDir)).filter((name) =>
    HASHED_BUNDLE.test(name)
  )
  let written = 0
  // Two at a time: zlib's work runs on libuv's threads, and the build machine may have two cores.
  for (let at = 0; at < names.length; at += 2) {
    const done = await Promise.all(
      names.slice(at, at + 2).map(async (name) => {
        const file = path.join(publicDir, name)
        const content = await readFile(file)
        const compressed = await brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        })
        if (compressed.length >= content.length) return 0
        // Whole or not at all: the server sends whatever `<file>.br` holds.
        await writeFile(`${file}.br.partial`, compressed)
        await rename(`${file}.br.partial`, `${file}.br`)
        return 1
      })
    )
    written += done.reduce((sum, one) => sum + one, 0)
  }
  return { bundles: names.length, written }
}
