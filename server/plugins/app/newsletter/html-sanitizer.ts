import { sanitizeWith } from "../../../../common/sanitize"
import { htmlDom as dom } from "../../../common/html-dom"

// The site's rules for HTML an editor wrote (common/sanitize.ts), applied on the server over the
// lazily loaded DOM of common/html-dom.ts (a newsletter previewed or sent).

export async function sanitizeHtml(html: string): Promise<string> {
  return sanitizeWith((await dom()).purify, html)
}

const blocks = new Set([
  "P",
  "DIV",
  "H1",
  "H2",
  "H3",
  "H4",
  "H5",
  "H6",
  "UL",
  "OL",
  "BLOCKQUOTE",
  "PRE",
  "TABLE",
  "TR",
])

// The plain-text copy of clean HTML: paragraphs apart, list items with a dash, links with their
// address in brackets.
export async function htmlToText(html: string): Promise<string> {
  const { document } = await dom()
  const root = document.createElement("div")
  root.innerHTML = html
  const out: string[] = []
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      out.push((node.textContent ?? "").replace(/\s+/g, " "))
      return
    }
    if (node.nodeType !== 1) return
    const element = node as Element
    const name = element.tagName
    if (name === "BR") return void out.push("\n")
    if (blocks.has(name)) out.push("\n\n")
    if (name === "LI") out.push("\n- ")
    node.childNodes.forEach(walk)
    if (name === "A") {
      const href = element.getAttribute("href")
      const text = (element.textContent ?? "").trim()
      if (href && /^(https?|mailto):/i.test(href) && href !== text)
        out.push(` (${href})`)
    }
    if (blocks.has(name)) out.push("\n\n")
  }
  walk(root)
  return out
    .join("")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n[ \t]+/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()
}
