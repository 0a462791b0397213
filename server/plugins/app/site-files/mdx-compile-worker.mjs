// Compiles an MDX file's body as the build does (@mdx-js/mdx 2 with remark-gfm, as
// gatsby-config.ts sets gatsby-plugin-mdx), in a worker thread of the server: the compiler is
// ES modules only, and a hostile text that makes it run long or deep stops this thread, which
// the server ends, not the server. Answers each { id, body } with { id, problem }: null when the
// body compiles, else the compiler's message and line.
import { parentPort } from "node:worker_threads"

const { compile } = await import("@mdx-js/mdx")
const { default: remarkGfm } = await import("remark-gfm")

parentPort.on("message", async ({ id, body }) => {
  try {
    await compile(body, { remarkPlugins: [remarkGfm] })
    parentPort.postMessage({ id, problem: null })
  } catch (error) {
    const message = String(error?.reason ?? error?.message ?? error).slice(
      0,
      500
    )
    // Some of the compiler's errors give their place only in their message: "(3:1-3:20)".
    const written = /\((\d+):\d+(?:-\d+:\d+)?\)$/.exec(message)?.[1]
    const line =
      error?.line ??
      error?.position?.start?.line ??
      (written ? Number(written) : null)
    parentPort.postMessage({ id, problem: { message, line } })
  }
})
