import type { DOMPurify } from "dompurify"
import { cleanRichText } from "../../../common/rich-text"

// What a paste from Microsoft Word, Google Docs or a web page becomes before the editor reads it:
// its structure (headings, lists, bold, italic, links, tables) in the elements the site's rich
// text holds, without fonts, colours, classes, styles, Word's conditional comments and empty
// paragraphs. Pure: the same clipboard HTML gives the same result, in the browser and in tests.

/** Clipboard HTML beyond this many characters is refused rather than parsed (a frozen tab). */
export const MAX_PASTE_CHARACTERS = 5 * 1024 * 1024

export function cleanPastedHtml(html: string, purify: DOMPurify): string {
  const doc = new DOMParser().parseFromString(html, "text/html")
  const body = doc.body
  wordListsToLists(body)
  unwrapGoogleDocs(body)
  stylesToMarks(body)
  headingsInRange(body)
  nestedListsInItems(body)
  blockDivsToParagraphs(body)
  for (const br of Array.from(body.querySelectorAll(":scope > br"))) br.remove()
  return withoutEmptyBlocks(cleanRichText(purify, body.innerHTML))
}

// Word's list paragraph: `<p class=MsoListParagraphCxSpFirst style='mso-list:l0 level1 lfo1'>`.
const WORD_LIST_ITEM = /mso-list:\s*l\d+\s+level(\d+)/i

function wordLevel(element: Element): number | null {
  if (element.tagName !== "P") return null
  const match = WORD_LIST_ITEM.exec(element.getAttribute("style") ?? "")
  return match ? Number(match[1]) : null
}

/**
 * Word writes a list as paragraphs, each starting with its bullet or number between
 * `<![if !supportLists]>` and `<![endif]>` (comments to an HTML parser): they become ul or ol,
 * nested by each paragraph's `level`, and the typed markers go.
 */
function wordListsToLists(body: HTMLElement) {
  const runs: Element[][] = []
  let last: Element | null = null
  for (const item of Array.from(body.querySelectorAll("p"))) {
    if (wordLevel(item) === null) continue
    if (last && item.previousElementSibling === last)
      runs[runs.length - 1].push(item)
    else runs.push([item])
    last = item
  }
  for (const run of runs) listFromRun(run)
}

function listFromRun(run: Element[]) {
  const doc = run[0].ownerDocument
  const stack: { list: Element; level: number }[] = []
  for (const paragraph of run) {
    const level = wordLevel(paragraph)!
    const ordered = isOrderedMarker(takeWordMarker(paragraph))
    while (stack.length > 0 && stack[stack.length - 1].level > level)
      stack.pop()
    const top = stack[stack.length - 1]
    if (!top || top.level < level) {
      const list = doc.createElement(ordered ? "ol" : "ul")
      if (top) (top.list.lastElementChild ?? top.list).append(list)
      else paragraph.before(list)
      stack.push({ list, level })
    }
    const item = doc.createElement("li")
    item.append(...Array.from(paragraph.childNodes))
    stack[stack.length - 1].list.append(item)
    paragraph.remove()
  }
}

/** The bullet or number Word typed before a list paragraph's text, taken out of it. */
function takeWordMarker(paragraph: Element): string {
  let marker = ""
  const walker = paragraph.ownerDocument.createTreeWalker(
    paragraph,
    NodeFilter.SHOW_COMMENT
  )
  const opening: Comment[] = []
  while (walker.nextNode()) {
    const comment = walker.currentNode as Comment
    if (/^\[if !supportLists\]$/i.test(comment.data.trim()))
      opening.push(comment)
  }
  for (const start of opening) {
    let node = start.nextSibling
    while (node && !isEndif(node)) {
      const next = node.nextSibling
      marker += node.textContent ?? ""
      node.remove()
      node = next
    }
    node?.remove()
    start.remove()
  }
  // Word's HTML without the comments (some converters) marks the same run mso-list:Ignore.
  for (const ignored of Array.from(paragraph.querySelectorAll("span"))) {
    if (/mso-list:\s*ignore/i.test(ignored.getAttribute("style") ?? "")) {
      marker += ignored.textContent ?? ""
      ignored.remove()
    }
  }
  return marker.replace(/\s|\u00a0/g, "")
}

const isEndif = (node: Node) =>
  node.nodeType === node.COMMENT_NODE &&
  /^\[endif\]$/i.test((node as Comment).data.trim())

const isOrderedMarker = (marker: string) =>
  /^(\d+|[a-z]|[ivxlc]+)[.)]$/i.test(marker)

// Google Docs wraps what is copied in `<b style="font-weight:normal" id="docs-internal-guid-…">`:
// a wrapper, not bold.
function unwrapGoogleDocs(body: HTMLElement) {
  for (const wrapper of Array.from(body.querySelectorAll("b"))) {
    const style = wrapper.getAttribute("style") ?? ""
    if (
      /(?:^|[;\s])font-weight:\s*(normal|400)/i.test(style) ||
      wrapper.id.startsWith("docs-internal-guid")
    )
      wrapper.replaceWith(...Array.from(wrapper.childNodes))
  }
}

/** b, i and the styled spans of Google Docs and web pages become strong and em. */
function stylesToMarks(body: HTMLElement) {
  const doc = body.ownerDocument
  const rename = (element: Element, tag: string) => {
    const renamed = doc.createElement(tag)
    renamed.append(...Array.from(element.childNodes))
    element.replaceWith(renamed)
  }
  for (const bold of Array.from(body.querySelectorAll("b")))
    rename(bold, "strong")
  for (const italic of Array.from(body.querySelectorAll("i")))
    rename(italic, "em")
  for (const span of Array.from(body.querySelectorAll("span[style]"))) {
    const style = span.getAttribute("style") ?? ""
    const wrap = (tag: string) => {
      const mark = doc.createElement(tag)
      mark.append(...Array.from(span.childNodes))
      span.append(mark)
    }
    if (/(?:^|[;\s])font-weight:\s*(bold|[6-9]00)/i.test(style)) wrap("strong")
    if (/(?:^|[;\s])font-style:\s*italic/i.test(style)) wrap("em")
  }
}

// The site's rich text has headings 2 to 4: a document's h1 is its top heading here, h5 and h6
// the lowest.
function headingsInRange(body: HTMLElement) {
  const doc = body.ownerDocument
  const level = { H1: "h2", H5: "h4", H6: "h4" } as Record<string, string>
  for (const heading of Array.from(body.querySelectorAll("h1, h5, h6"))) {
    const renamed = doc.createElement(level[heading.tagName])
    renamed.append(...Array.from(heading.childNodes))
    heading.replaceWith(renamed)
  }
}

// Google Docs nests a list as a sibling of its items (`<ul><li>…</li><ul>…</ul></ul>`): it
// belongs in the item before it.
function nestedListsInItems(body: HTMLElement) {
  for (const list of Array.from(
    body.querySelectorAll(":is(ul, ol) > :is(ul, ol)")
  )) {
    const item = list.previousElementSibling
    if (item?.tagName === "LI") item.append(list)
    else list.replaceWith(...Array.from(list.childNodes))
  }
}

const BLOCKS =
  "p, h1, h2, h3, h4, h5, h6, ul, ol, li, table, blockquote, figure, hr, div, section, article, header, footer, main, aside, nav, pre"

// A web page's `<div>` of text is a paragraph: unwrapped as a div, two of them would run into
// one line. A div holding blocks is left for the cleaner to unwrap.
function blockDivsToParagraphs(body: HTMLElement) {
  const doc = body.ownerDocument
  const divs = Array.from(
    body.querySelectorAll("div, section, article, header, footer, aside")
  ).reverse()
  for (const div of divs) {
    if (div.querySelector(BLOCKS) || !div.textContent?.trim()) continue
    const paragraph = doc.createElement("p")
    paragraph.append(...Array.from(div.childNodes))
    div.replaceWith(paragraph)
  }
}

/** The cleaned HTML without headings that hold nothing but spaces (the cleaner drops such paragraphs). */
function withoutEmptyBlocks(html: string): string {
  const template = document.createElement("template")
  template.innerHTML = html
  for (const heading of Array.from(
    template.content.querySelectorAll("h2, h3, h4")
  )) {
    const text = (heading.textContent ?? "").replace(/\u00a0/g, " ").trim()
    if (!text && !heading.querySelector("img")) heading.remove()
  }
  return template.innerHTML.trim()
}
