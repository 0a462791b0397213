// Two texts compared line by line (the longest common subsequence of their lines), for the
// shipped-file notice and a page's history: what a person reads as "these lines changed".

export interface DiffLine {
  kind: "same" | "added" | "removed"
  text: string
}

// Beyond this many cells the middle is shown as removed then added, not matched line by line.
const MAX_CELLS = 4_000_000

export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split("\n")
  const b = after.split("\n")
  // The lines both start and end with need no table.
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let endA = a.length
  let endB = b.length
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--
    endB--
  }
  const same = (lines: string[]) =>
    lines.map((text) => ({ kind: "same" as const, text }))
  return [
    ...same(a.slice(0, start)),
    ...middle(a.slice(start, endA), b.slice(start, endB)),
    ...same(a.slice(endA)),
  ]
}

function middle(a: string[], b: string[]): DiffLine[] {
  if (a.length * b.length > MAX_CELLS)
    return [
      ...a.map((text) => ({ kind: "removed" as const, text })),
      ...b.map((text) => ({ kind: "added" as const, text })),
    ]
  // lengths[i][j]: the longest common run of a[i..] and b[j..].
  const width = b.length + 1
  const lengths = new Uint32Array((a.length + 1) * width)
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lengths[i * width + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
  const lines: DiffLine[] = []
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      lines.push({ kind: "same", text: a[i] })
      i++
      j++
    } else if (
      i < a.length &&
      (j === b.length ||
        lengths[(i + 1) * width + j] >= lengths[i * width + j + 1])
    ) {
      lines.push({ kind: "removed", text: a[i++] })
    } else {
      lines.push({ kind: "added", text: b[j++] })
    }
  }
  return lines
}

/** The changed lines with `context` unchanged lines around each run; the rest as a count. */
export type DiffPart = DiffLine | { kind: "skipped"; count: number }

export function withContext(lines: DiffLine[], context = 2): DiffPart[] {
  const near = lines.map((line, index) =>
    lines
      .slice(Math.max(0, index - context), index + context + 1)
      .some((other) => other.kind !== "same")
  )
  const parts: DiffPart[] = []
  lines.forEach((line, index) => {
    if (near[index]) return parts.push(line)
    const last = parts[parts.length - 1]
    if (last?.kind === "skipped") last.count++
    else parts.push({ kind: "skipped", count: 1 })
  })
  return parts
}
