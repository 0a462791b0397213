import type { DOMPurify } from "dompurify"
import { sanitizeWith } from "../../../../common/sanitize"

// The site's rules for HTML an editor wrote (common/sanitize.ts), applied on the server: DOMPurify
// over a jsdom window, as the build does. jsdom takes seconds to load, so it is loaded the first
// time HTML is cleaned (a newsletter previewed or sent), not when the server starts.

let window: Promise<{ purify: DOMPurify; document: Document }> | undefined

function dom() {
  window ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
      import("jsdom"),
      import("dompurify"),
    ])
    const { window } = new JSDOM("")
    return {
      purify: createDOMPurify(window as never),
      document: window.document as unknown as Document,
    }
  })()
  return window
}

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
