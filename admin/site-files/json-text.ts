// A JSON file's text and the value its form edits. Saving prints the value back in the layout
// the file already has (each untouched part character for character, an edited object or list
// on one line or several as it was), so an untouched file goes back byte for byte and an edit
// changes only its own lines in the history, the shipped-file comparison and an export's commit.

export type Json =
  string | number | boolean | null | Json[] | { [key: string]: Json }

/** Where a value sits in the text it came from: its span, and its parts' spans. */
interface Node {
  start: number
  end: number
  value: unknown
  items?: Node[]
  entries?: Map<string, Node>
}

/** The value a form edits: the file's text parsed (a SyntaxError when it is not JSON). */
export function parseJsonText(text: string): Json {
  return JSON.parse(text) as Json
}

/** The value as the file's text, laid out as `original` was; a new file as 2-space JSON. */
export function printJsonText(value: unknown, original = ""): string {
  const root = safeNode(original)
  if (!root) return `${JSON.stringify(clean(value), null, 2)}\n`
  const body = print(value, root, "", original)
  return original.slice(0, root.start) + body + original.slice(root.end)
}

/** Whether two values are the same JSON (a key holding `undefined` counts as absent). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length)
      return false
    return a.every((item, index) => sameJson(item, b[index]))
  }
  if (isObject(a) && isObject(b)) {
    const keys = (o: object) =>
      Object.keys(o).filter(
        (key) => (o as Record<string, unknown>)[key] !== undefined
      )
    const [ka, kb] = [keys(a), keys(b)]
    return (
      ka.length === kb.length &&
      ka.every((key) => Object.hasOwn(b, key) && sameJson(a[key], b[key]))
    )
  }
  return false
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

// The form leaves `undefined` where an optional input was never filled: JSON has no such value.
function clean(value: unknown): unknown {
  if (Array.isArray(value))
    return value.map((item) => (item === undefined ? null : clean(item)))
  if (isObject(value))
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .map(([key, item]) => [key, clean(item)])
    )
  return value
}

function print(
  value: unknown,
  node: Node | undefined,
  indent: string,
  text: string
): string {
  if (node && sameJson(value, node.value))
    return text.slice(node.start, node.end)
  const inner = `${indent}  `
  // A part that was on one line stays on one line; a new part takes its first sibling's layout.
  const oneLine = node
    ? !text.slice(node.start, node.end).includes("\n")
    : false
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]"
    const olds = node?.items ?? []
    const used = new Set<Node>()
    const parts = value.map((item, index) => {
      // A moved item keeps its layout; an edited one is matched by its place.
      const same = olds.find(
        (old) => !used.has(old) && sameJson(item, old.value)
      )
      const match =
        same ??
        (olds[index] && !used.has(olds[index]) ? olds[index] : undefined)
      if (match) used.add(match)
      return print(
        item === undefined ? null : item,
        match ?? olds[0],
        inner,
        text
      )
    })
    return oneLine
      ? `[${parts.join(", ")}]`
      : `[\n${parts.map((part) => inner + part).join(",\n")}\n${indent}]`
  }
  if (isObject(value)) {
    const keys = Object.keys(value).filter((key) => value[key] !== undefined)
    if (keys.length === 0) return "{}"
    const parts = keys.map(
      (key) =>
        `${JSON.stringify(key)}: ${print(value[key], node?.entries?.get(key), inner, text)}`
    )
    return oneLine
      ? `{ ${parts.join(", ")} }`
      : `{\n${parts.map((part) => inner + part).join(",\n")}\n${indent}}`
  }
  return JSON.stringify(value ?? null)
}

function safeNode(text: string): Node | null {
  if (!text.trim()) return null
  try {
    JSON.parse(text)
  } catch {
    return null
  }
  return new Reader(text).root()
}

// A reader of text JSON.parse has already accepted, noting where each value starts and ends.
class Reader {
  private at = 0
  constructor(private readonly text: string) {}

  root(): Node {
    this.space()
    return this.value()
  }

  private space() {
    while (/\s/.test(this.text[this.at] ?? "")) this.at++
  }

  private value(): Node {
    const start = this.at
    const char = this.text[start]
    if (char === "{") return this.object(start)
    if (char === "[") return this.array(start)
    if (char === '"') {
      const end = this.stringEnd()
      return { start, end, value: JSON.parse(this.text.slice(start, end)) }
    }
    const match = /^[^,\]}\s]+/.exec(this.text.slice(start))!
    this.at = start + match[0].length
    return { start, end: this.at, value: JSON.parse(match[0]) }
  }

  private stringEnd() {
    let at = this.at + 1
    while (this.text[at] !== '"') at += this.text[at] === "\\" ? 2 : 1
    this.at = at + 1
    return this.at
  }

  private object(start: number): Node {
    const entries = new Map<string, Node>()
    const value: Record<string, unknown> = {}
    this.at++
    this.space()
    while (this.text[this.at] !== "}") {
      const keyStart = this.at
      const key = JSON.parse(
        this.text.slice(keyStart, this.stringEnd())
      ) as string
      this.space()
      this.at++ // the colon
      this.space()
      const node = this.value()
      entries.set(key, node)
      // An own property even for "__proto__", as JSON.parse makes it.
      Object.defineProperty(value, key, {
        value: node.value,
        enumerable: true,
        writable: true,
        configurable: true,
      })
      this.space()
      if (this.text[this.at] === ",") this.at++
      this.space()
    }
    this.at++
    return { start, end: this.at, value, entries }
  }

  private array(start: number): Node {
    const items: Node[] = []
    this.at++
    this.space()
    while (this.text[this.at] !== "]") {
      items.push(this.value())
      this.space()
      if (this.text[this.at] === ",") this.at++
      this.space()
    }
    this.at++
    return {
      start,
      end: this.at,
      value: items.map((item) => item.value),
      items,
    }
  }
}
