// Spaces out the e-mails of a category (the newsletter: NEWSLETTER_RATE a second) as this server
// sends them: each send of a paced category waits for its turn, one every 1000 / rate ms. The
// outbox already schedules a newsletter's e-mails that far apart (newsletters-repository.ts), which
// holds the rate across instances; this holds it within one, when e-mails that fell due while the
// server was down, or two issues sent together, come due at once.
// Other categories, and the enquiry notifications, never wait.

export interface CategoryPacer {
  // Resolves when an e-mail of this category may be sent; rejects once `signal` aborts.
  turn(category: string): Promise<void>
}

export function createCategoryPacer(
  rates: Record<string, number>,
  {
    clock = Date.now,
    signal,
  }: { clock?: () => number; signal?: AbortSignal } = {}
): CategoryPacer {
  const nextTurn = new Map<string, number>()
  // The turns being waited for, all cancelled by one listener when the server stops (a listener
  // each would pile up on the signal, fifty in a batch).
  const waiting = new Set<{
    timer: NodeJS.Timeout
    reject(reason: unknown): void
  }>()
  signal?.addEventListener(
    "abort",
    () => {
      for (const waiter of waiting) {
        clearTimeout(waiter.timer)
        waiter.reject(signal.reason)
      }
      waiting.clear()
    },
    { once: true }
  )
  const delay = (ms: number) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason)
      const waiter = {
        timer: setTimeout(() => {
          waiting.delete(waiter)
          resolve()
        }, ms),
        reject,
      }
      waiting.add(waiter)
    })
  return {
    async turn(category) {
      const rate = rates[category]
      if (!rate) return
      const now = clock()
      const at = Math.max(now, nextTurn.get(category) ?? 0)
      nextTurn.set(category, at + 1000 / rate)
      if (at > now) await delay(at - now)
    },
  }
}
