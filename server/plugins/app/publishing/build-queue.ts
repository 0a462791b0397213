// When the site is built (docs/publishing.md): a change waits for `delayMs` of quiet, so a
// burst of edits makes one build; builds run one at a time; a change while one runs queues
// exactly one more, which starts once the build is over and the quiet time after the last change
// has passed. `now()` (Publish now) skips the wait. What a build does is the caller's `run`.

export type QueueState = "idle" | "queued" | "building"

export interface BuildQueueOptions {
  delayMs: number
  run: () => Promise<void>
  // Called on every change of state, and with the error of a build that failed.
  onState?: (state: QueueState) => void
  onError?: (error: unknown) => void
}

export interface BuildQueue {
  changed(): void
  now(): void
  state(): QueueState
  // Resolves when nothing is queued or running (tests, and the server's shutdown).
  settled(): Promise<void>
  // Cancels what is queued; a build already running is left to the caller to stop.
  stop(): void
}

export function createBuildQueue({
  delayMs,
  run,
  onState = () => {},
  onError = () => {},
}: BuildQueueOptions): BuildQueue {
  let state: QueueState = "idle"
  let timer: NodeJS.Timeout | null = null
  let dueAt = 0
  // A change arrived while a build ran: one more build is owed.
  let owed = false
  let stopped = false
  let waiters: Array<() => void> = []

  const setState = (next: QueueState) => {
    if (next === state) return
    state = next
    onState(next)
    if (next === "idle") {
      for (const resolve of waiters.splice(0)) resolve()
    }
  }

  const schedule = (at: number) => {
    if (timer) clearTimeout(timer)
    dueAt = at
    timer = setTimeout(start, Math.max(0, at - Date.now()))
    setState("queued")
  }

  async function start() {
    timer = null
    if (stopped) return
    owed = false
    setState("building")
    try {
      await run()
    } catch (error) {
      onError(error)
    }
    if (stopped) return setState("idle")
    if (owed) schedule(Math.max(Date.now(), dueAt))
    else setState("idle")
  }

  return {
    changed() {
      if (stopped) return
      if (state === "building") {
        owed = true
        dueAt = Date.now() + delayMs
        return
      }
      schedule(Date.now() + delayMs)
    },
    now() {
      if (stopped) return
      if (state === "building") {
        owed = true
        dueAt = Date.now()
        return
      }
      schedule(Date.now())
    },
    state: () => state,
    settled: () =>
      state === "idle"
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push(resolve)),
    stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      timer = null
      if (state === "queued") setState("idle")
    },
  }
}
