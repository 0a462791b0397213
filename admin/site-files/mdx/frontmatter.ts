import { safeLoad } from "js-yaml"

// An MDX file split into its frontmatter and its body, and put back together so that what staff
// did not change stays byte for byte as the repository has it: a field's edit rewrites that key's
// lines only, in the files' own style (`key: "text"`, `order: 13`, `services: ["/a", "/b"]`).
// js-yaml 3 is the parser gatsby-plugin-mdx reads frontmatter with (through gray-matter), so the
// panel reads each value as the build will.

export type FrontmatterValue = string | number | boolean | string[] | undefined

export interface MdxFile {
  // The YAML between the fences, without them; null when the file has no frontmatter.
  yaml: string | null
  // The values the YAML holds, in its key order.
  data: Record<string, unknown>
  // Everything after the closing fence's line (its leading blank line included).
  body: string
  // Why the YAML could not be read, when it could not.
  error?: string
}

const FENCED = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/

export function splitMdx(text: string): MdxFile {
  const match = FENCED.exec(text)
  if (!match) return { yaml: null, data: {}, body: text }
  const yaml = match[1] ?? ""
  const body = text.slice(match[0].length)
  try {
    const loaded: unknown = safeLoad(yaml)
    if (loaded === undefined || loaded === null) return { yaml, data: {}, body }
    if (typeof loaded !== "object" || Array.isArray(loaded))
      return {
        yaml,
        data: {},
        body,
        error: "The frontmatter is not a list of fields.",
      }
    return { yaml, data: loaded as Record<string, unknown>, body }
  } catch (error) {
    return { yaml, data: {}, body, error: (error as Error).message }
  }
}

export function joinMdx(yaml: string | null, body: string) {
  return yaml === null ? body : `---\n${yaml}\n---\n${body}`
}

/**
 * The body with the separating blank line a file keeps after its frontmatter, for a body the
 * editor wrote (the editor's Markdown starts at its first block).
 */
export function bodyAfter(previousBody: string, written: string) {
  const lead = /^\s*/.exec(previousBody)![0]
  return (lead || "\n") + written.replace(/^\s+/, "")
}

/** A value as a YAML line's value, as the shipped files write it. */
export function yamlValue(value: Exclude<FrontmatterValue, undefined>) {
  if (Array.isArray(value))
    return `[${value.map((item) => JSON.stringify(item)).join(", ")}]`
  if (typeof value === "string") return JSON.stringify(value)
  return String(value)
}

// A top-level key's first line; the lines after it up to the next one are its value's.
const KEY_LINE = /^([A-Za-z_][\w-]*)[ \t]*:/

/**
 * The YAML with `key` set to `value` (or removed when undefined), the other keys' lines left as
 * they are. A new key goes after the last present key that precedes it in `order`.
 */
export function setYamlKey(
  yaml: string,
  key: string,
  value: FrontmatterValue,
  order: string[] = []
) {
  const lines = yaml === "" ? [] : yaml.split("\n")
  const starts = lines
    .map((line, index) => ({ index, key: KEY_LINE.exec(line)?.[1] }))
    .filter((start): start is { index: number; key: string } => !!start.key)
  const line = value === undefined ? [] : [`${key}: ${yamlValue(value)}`]
  const at = starts.findIndex((start) => start.key === key)
  if (at >= 0) {
    const end = starts[at + 1]?.index ?? lines.length
    lines.splice(starts[at].index, end - starts[at].index, ...line)
    return lines.join("\n")
  }
  if (!line.length) return yaml
  const before = new Set(order.slice(0, Math.max(order.indexOf(key), 0)))
  const previous = starts.filter((start) => before.has(start.key)).pop()
  const next = previous
    ? (starts[starts.indexOf(previous) + 1]?.index ?? lines.length)
    : order.includes(key) && starts.length
      ? starts[0].index
      : lines.length
  lines.splice(next, 0, ...line)
  return lines.join("\n")
}
