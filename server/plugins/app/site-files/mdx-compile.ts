import path from "node:path"
import { Worker } from "node:worker_threads"
import type { CompileMdx } from "../../../../common/site-file-check"

// The server's MDX compiler (mdx-compile-worker.mjs), one worker thread started at the first
// check and kept: a compile waits at most `timeoutMs`, after which the worker is ended (a hostile
// text must not hold the thread) and the next check starts a new one. The worker does not keep
// the process alive; `close()` ends it.

const WORKER = path.join(__dirname, "mdx-compile-worker.mjs")

type Answer = Awaited<ReturnType<CompileMdx>>

export function mdxCompiler({ timeoutMs = 20_000 } = {}) {
  let worker: Worker | null = null
  let next = 0
  const waiting = new Map<number, (answer: Answer) => void>()

  // Every waiting check is answered when the worker stops: with the reason.
  const failAll = (message: string) => {
    for (const answer of waiting.values()) answer({ message, line: null })
    waiting.clear()
  }

  function start() {
    const started = new Worker(WORKER, {
      resourceLimits: { maxOldGenerationSizeMb: 256, stackSizeMb: 8 },
    })
    started.unref()
    started.on(
      "message",
      ({ id, problem }: { id: number; problem: Answer }) => {
        waiting.get(id)?.(problem)
        waiting.delete(id)
      }
    )
    started.on("error", (error) => {
      if (worker === started) worker = null
      failAll(`the MDX compiler stopped: ${error.message}`)
    })
    started.on("exit", () => {
      if (worker === started) worker = null
      failAll("the MDX compiler stopped")
    })
    return started
  }

  const compile: CompileMdx = (body) =>
    new Promise<Answer>((resolve) => {
      const id = next++
      const running = (worker ??= start())
      const timer = setTimeout(() => {
        if (!waiting.has(id)) return
        waiting.delete(id)
        resolve({ message: "it takes too long to compile", line: null })
        if (worker === running) worker = null
        void running.terminate()
      }, timeoutMs)
      timer.unref()
      waiting.set(id, (answer) => {
        clearTimeout(timer)
        resolve(answer)
      })
      running.postMessage({ id, body })
    })

  return {
    compile,
    async close() {
      const running = worker
      worker = null
      await running?.terminate()
    },
  }
}
