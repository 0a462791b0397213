// Spaces out the e-mails of a category (the newsletter: NEWSLETTER_RATE a second) as this server
// sends them: each send of a paced category waits for its turn, one every 1000 / rate ms. The
// outbox already schedules a newsletter's e-mails that far apart (newsletter-repository.ts), which
// holds the rate across instances; this holds it within one, when e-mails that fell due while the
// server was down, or two issues sent together, come due at once.
// Other categories, and the enquiry notifications, never wait.

export interface CategoryPacer {
  // Resolves when an e-mail of this category may be sent; rejects if `signal` aborts first.
  turn(category: string, signal?: AbortSignal): Promise<void>
}

export function createCategoryPacer(
  rates: Record<string, number>,
  clock: () => number = Date.now
): CategoryPacer {
  const nextTurn = new Map<string, number>()
  return {
    async turn(category, signal) {
      const rate = rates[category]
      if (!rate) return
      const now = clock()
      const at = Math.max(now, nextTurn.get(category) ?? 0)
      nextTurn.set(category, at + 1000 / rate)
      if (at > now) await delay(at - now, signal)
    },
  }
}

function delay(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", abort)
      resolve()
    }, ms)
    const abort = () => {
      clearTimeout(timer)
      reject(signal!.reason)
    }
    signal?.addEventListener("abort", abort, { once: true })
  })
}
