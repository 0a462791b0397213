// Where things are in a JSON text, by line, for messages a person can act on: the first syntax
// error (JSON.parse's own message names a position in some cases only, and quotes the text in
// others), and the line of the value at a path ("faqs", 3, "question"). One pass, with an explicit
// stack rather than recursion, so a hostile text nested a million deep costs a loop, not the stack.

export type JsonPath = readonly (string | number)[]

interface Frame {
  array: boolean
  // The member's key, or the element's index.
  key: string | number
  keyLine: number
  // What the scanner expects next inside this container.
  expect: "first" | "key" | "colon" | "value" | "comma"
}

export interface JsonProblem {
  message: string
  line: number
}

const WHITESPACE = new Set([" ", "\t", "\n", "\r"])
const LITERAL =
  /(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/y
const HEX4 = /^[0-9a-fA-F]{4}$/

// The end of the JSON string that starts at `start` (after its closing quote), or -1 when it is
// not closed or holds a control character or a wrong escape. A loop: a regular expression over a
// text of 200 000 characters may run out of stack.
function stringEnd(text: string, start: number): number {
  let i = start + 1
  while (i < text.length) {
    const code = text.charCodeAt(i)
    if (code === 34) return i + 1
    if (code < 32) return -1
    if (code !== 92) i++
    else if ('"\\/bfnrt'.includes(text[i + 1] ?? "x")) i += 2
    else if (text[i + 1] === "u" && HEX4.test(text.slice(i + 2, i + 6))) i += 6
    else return -1
  }
  return -1
}

// Where a value is: how deep, and the key (or index) at each level down to it. Read lazily, so
// that a walk a million deep costs nothing per value that the caller does not look at.
export interface JsonPlace {
  depth: number
  keyAt(level: number): string | number
}

/**
 * Walks the text: calls `onValue` with the place and line of every value (for an object's member,
 * the line of its key), and stops at the first syntax error, which it answers. `onValue` may
 * answer true to stop the walk.
 */
// long: one state machine over the characters, its cases short and in one place
export function scanJson(
  text: string,
  onValue: (place: JsonPlace, line: number) => boolean | void = () => {}
): JsonProblem | null {
  const stack: Frame[] = []
  let line = 1
  let index = 0
  let done = false
  const problem = (message: string): JsonProblem => ({ message, line })
  const at = () => stack[stack.length - 1]
  const place: JsonPlace = {
    get depth() {
      return stack.length
    },
    keyAt: (level) => stack[level].key,
  }
  // A value starts here: is one allowed, and does the caller want to stop?
  const value = (): JsonProblem | "stop" | null => {
    const frame = at()
    if (!frame) {
      if (done) return problem("there is more after the end of the JSON")
      done = true
    } else if (
      frame.expect === "value" ||
      (frame.array && frame.expect === "first")
    ) {
      frame.expect = "comma"
    } else return problem(expected(frame))
    const valueLine = frame && !frame.array ? frame.keyLine : line
    return onValue(place, valueLine) ? "stop" : null
  }
  while (index < text.length) {
    const char = text[index]
    if (WHITESPACE.has(char)) {
      if (char === "\n") line++
      index++
      continue
    }
    const frame = at()
    if (char === '"') {
      const end = stringEnd(text, index)
      if (end < 0)
        return problem("a text is not closed, or holds a character it may not")
      if (
        frame &&
        !frame.array &&
        (frame.expect === "key" || frame.expect === "first")
      ) {
        frame.key = JSON.parse(text.slice(index, end)) as string
        frame.keyLine = line
        frame.expect = "colon"
      } else {
        const outcome = value()
        if (outcome === "stop") return null
        if (outcome) return outcome
      }
      index = end
      continue
    }
    if (char === ":") {
      if (!frame || frame.array || frame.expect !== "colon")
        return problem("a ':' where none belongs")
      frame.expect = "value"
    } else if (char === ",") {
      if (!frame || frame.expect !== "comma")
        return problem("a ',' where none belongs")
      if (frame.array) frame.key = (frame.key as number) + 1
      frame.expect = frame.array ? "value" : "key"
    } else if (char === "{" || char === "[") {
      const outcome = value()
      if (outcome === "stop") return null
      if (outcome) return outcome
      const array = char === "["
      stack.push({ array, key: array ? 0 : "", keyLine: line, expect: "first" })
    } else if (char === "}" || char === "]") {
      if (!frame || frame.array !== (char === "]"))
        return problem(`a '${char}' that closes nothing`)
      if (frame.expect !== "comma" && frame.expect !== "first")
        return problem(expected(frame))
      stack.pop()
    } else {
      LITERAL.lastIndex = index
      const match = LITERAL.exec(text)
      if (!match)
        return problem(
          `'${char}' cannot start a value: is a text missing its quotes?`
        )
      const outcome = value()
      if (outcome === "stop") return null
      if (outcome) return outcome
      index += match[0].length
      continue
    }
    index++
  }
  if (stack.length)
    return problem("the JSON ends before every '{' and '[' is closed")
  if (!done) return problem("the file is empty")
  return null
}

function expected(frame: Frame) {
  if (!frame.array && (frame.expect === "key" || frame.expect === "first"))
    return "a key in double quotes is expected"
  if (frame.expect === "colon") return "a ':' is missing after a key"
  if (frame.expect === "comma")
    return `a ',' is missing, or a '${frame.array ? "]" : "}"}' that should close`
  return "a value is expected"
}

// Whether the place is on the path: its first `depth` keys are the path's.
const onPath = (place: JsonPlace, path: JsonPath) => {
  if (place.depth > path.length) return false
  for (let level = 0; level < place.depth; level++)
    if (place.keyAt(level) !== path[level]) return false
  return true
}

/** The line of the value at `path` (of its key, in an object), or of the closest one above it. */
export function lineOf(text: string, path: JsonPath): number {
  let found = 1
  let depth = -1
  scanJson(text, (here, line) => {
    // Deeper than the path, or no deeper than the closest ancestor found: not what is looked for.
    if (here.depth > path.length || here.depth <= depth) return false
    if (!onPath(here, path)) return false
    found = line
    depth = here.depth
    return here.depth === path.length
  })
  return found
}
