// The `items` of `<KeyFigures items={[{ value: "50%", label: "lower well cost" }]} />`: a
// JavaScript array of objects with text values, read without evaluating it (it is the file's
// text, not code the panel runs) and written back in the articles' own style.

export interface KeyFigure {
  value: string
  label: string
}

/** The figures of an `items` expression, or null when it is not a plain list of figures. */
export function parseKeyFigures(expression: string): KeyFigure[] | null {
  const reader = new Reader(expression)
  try {
    const figures = reader.array()
    reader.end()
    return figures
  } catch {
    return null
  }
}

export function writeKeyFigures(figures: KeyFigure[]) {
  const item = ({ value, label }: KeyFigure) =>
    `{ value: ${JSON.stringify(value)}, label: ${JSON.stringify(label)} }`
  return `[${figures.map(item).join(", ")}]`
}

class Reader {
  private at = 0
  constructor(private readonly text: string) {}

  array(): KeyFigure[] {
    this.take("[")
    const figures: KeyFigure[] = []
    while (!this.peek("]")) {
      figures.push(this.figure())
      if (!this.peek("]")) this.take(",")
    }
    this.take("]")
    return figures
  }

  end() {
    this.space()
    if (this.at !== this.text.length) throw new Error("trailing text")
  }

  private figure(): KeyFigure {
    this.take("{")
    const fields: Record<string, string> = {}
    while (!this.peek("}")) {
      const key = this.key()
      this.take(":")
      fields[key] = this.string()
      if (!this.peek("}")) this.take(",")
    }
    this.take("}")
    const keys = Object.keys(fields).sort().join()
    if (keys !== "label,value") throw new Error("not a figure")
    return { value: fields.value, label: fields.label }
  }

  private key() {
    this.space()
    if (this.text[this.at] === '"' || this.text[this.at] === "'")
      return this.string()
    const name = /^[A-Za-z_$][\w$]*/.exec(this.text.slice(this.at))
    if (!name) throw new Error("no key")
    this.at += name[0].length
    return name[0]
  }

  private string() {
    this.space()
    const quote = this.text[this.at]
    if (quote !== '"' && quote !== "'") throw new Error("not a text")
    let end = this.at + 1
    while (end < this.text.length && this.text[end] !== quote)
      end += this.text[end] === "\\" ? 2 : 1
    if (end >= this.text.length) throw new Error("unclosed text")
    const raw = this.text.slice(this.at + 1, end)
    this.at = end + 1
    // A single-quoted JavaScript string read as the double-quoted JSON string it equals.
    const json =
      quote === '"'
        ? raw
        : raw.replace(/\\'/g, "'").replace(/(^|[^\\])"/g, '$1\\"')
    return JSON.parse(`"${json}"`) as string
  }

  private peek(token: string) {
    this.space()
    return this.text.startsWith(token, this.at)
  }

  private take(token: string) {
    if (!this.peek(token)) throw new Error(`expected ${token}`)
    this.at += token.length
  }

  private space() {
    while (/\s/.test(this.text[this.at] ?? "")) this.at += 1
  }
}
