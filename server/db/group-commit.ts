// Group commit. Writes that arrive in the same turn of the event loop are handed to `write`
// together, so they share one statement, one commit and, on SQLite with synchronous=FULL, one
// fsync. Each caller's promise settles only after that commit returns: durability per record
// is unchanged, while fifty clients no longer queue behind fifty fsyncs.
//
// `waitMs` widens the group from one turn to a few milliseconds, for writes that may wait that long
// and arrive spread out (the notifier's "sent" marks, one per SMTP answer): fewer commits, so
// fewer fsyncs holding up the requests' own.
export function groupCommit<T>(
  write: (items: T[]) => Promise<void>,
  maxBatch = 200,
  waitMs = 0
) {
  let pending: Array<{
    item: T
    resolve: () => void
    reject: (error: unknown) => void
  }> = []
  let scheduled = false

  async function flush() {
    scheduled = false
    const batch = pending.splice(0, maxBatch)
    if (pending.length) schedule()
    try {
      await write(batch.map((entry) => entry.item))
      for (const entry of batch) entry.resolve()
    } catch (error) {
      for (const entry of batch) entry.reject(error)
    }
  }

  function schedule() {
    if (scheduled) return
    scheduled = true
    if (waitMs > 0) setTimeout(flush, waitMs)
    else setImmediate(flush)
  }

  return (item: T) =>
    new Promise<void>((resolve, reject) => {
      pending.push({ item, resolve, reject })
      schedule()
    })
}
