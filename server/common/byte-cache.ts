// A small least-recently-used cache of byte buffers, bounded by their total size: the images the
// server serves from the database (routes/uploads), so that a popular one is read from the
// database once, not once per request. Entries are immutable by key (an upload's name is never
// reused for other bytes), so nothing is ever invalidated, only evicted.

export function createByteCache({
  maxBytes,
  maxEntryBytes,
}: {
  // The total the cache holds.
  maxBytes: number
  // Larger buffers are not kept: one would push out many small ones.
  maxEntryBytes: number
}) {
  // A Map iterates in insertion order: the first key is the least recently used.
  const entries = new Map<string, Buffer>()
  let total = 0
  return {
    get(key: string): Buffer | undefined {
      const value = entries.get(key)
      if (value) {
        entries.delete(key)
        entries.set(key, value)
      }
      return value
    },
    set(key: string, value: Buffer) {
      if (value.length > maxEntryBytes || entries.has(key)) return
      entries.set(key, value)
      total += value.length
      for (const [oldest, bytes] of entries) {
        if (total <= maxBytes) break
        entries.delete(oldest)
        total -= bytes.length
      }
    },
    get size() {
      return total
    },
  }
}
