import { execFileSync } from "node:child_process"
import { mkdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

// The real MDX compiler (@mdx-js/mdx with remark-gfm) for a jsdom test. Both are ES modules only,
// which Jest's CommonJS registry cannot load on Node 20; esbuild bundles them once per worker
// (a fifth of a second) into one CommonJS file, kept under a node_modules folder so Jest loads it
// as it is instead of compiling it again, and removed once loaded. The test files jest.mock()
// both packages with it.
const folder = path.join(tmpdir(), "mdx-preview", "node_modules")
const file = path.join(folder, `mdx-compiler-${process.pid}.cjs`)
mkdirSync(folder, { recursive: true })
execFileSync(
  path.resolve("node_modules/.bin/esbuild"),
  [
    "--bundle",
    "--format=cjs",
    "--platform=browser",
    "--log-level=error",
    `--outfile=${file}`,
  ],
  {
    input:
      'export * from "@mdx-js/mdx"; export { default as remarkGfm } from "remark-gfm"',
  }
)

export const compiler = require(file)
rmSync(file)
