// A bound on costly work that anyone signed in, or anyone at all, can start (a password hash, an
// image's decoding): only `concurrency` pieces run at once and at most `queue` wait for their
// turn; past that the request is refused at once with 429 and Retry-After rather than queued
// behind the others, so a burst costs a few refusals instead of the server's memory or threads.

export interface WorkLimits {
  concurrency: number
  queue: number
}

/** A refusal while the work's places are all taken: 429, with when to try again. */
export class WorkBusy extends Error {
  statusCode = 429
  headers: Record<string, string>
  constructor(message: string, retryAfterSeconds: number) {
    super(message)
    this.headers = { "retry-after": String(retryAfterSeconds) }
  }
}

// A semaphore: a finished piece hands its place straight to the next in the queue.
export function workLimiter(
  { concurrency, queue }: WorkLimits,
  // The refusal, given how many seconds a place is likely to take to free up.
  busy: (retryAfterSeconds: number) => WorkBusy,
  // How long a piece is expected to take before any has run here.
  expectedMs: number
) {
  let running = 0
  const waiting: Array<() => void> = []
  let averageMs = expectedMs
  return async function limited<T>(work: () => Promise<T>): Promise<T> {
    if (running < concurrency) running++
    else if (waiting.length < queue)
      await new Promise<void>((resolve) => waiting.push(resolve))
    else {
      const ahead = running + waiting.length
      throw busy(
        Math.max(1, Math.ceil((ahead * averageMs) / concurrency / 1000))
      )
    }
    const started = performance.now()
    try {
      return await work()
    } finally {
      averageMs = 0.8 * averageMs + 0.2 * (performance.now() - started)
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
}
