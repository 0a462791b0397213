import { readFileSync } from "node:fs"
import path from "node:path"
import DOMPurify from "dompurify"
import { RICH_TEXT_TAGS } from "../../common/rich-text"
import { cleanPastedHtml } from "../common/editor/paste"

// The paste cleaner on real clipboard HTML: what Word, Google Docs and a web page put on the
// clipboard, kept in fixtures/.

const fixture = (name: string) =>
  readFileSync(path.join(__dirname, "fixtures", name), "utf8")

const parse = (html: string) => {
  const template = document.createElement("template")
  template.innerHTML = html
  return template.content
}

/** Every element of `html` is one the site's rich text holds, with no attribute but href/src/alt. */
function expectOnlyRichText(html: string) {
  for (const element of Array.from(parse(html).querySelectorAll("*"))) {
    expect(RICH_TEXT_TAGS).toContain(element.tagName.toLowerCase())
    for (const attribute of Array.from(element.attributes))
      expect(["href", "src", "alt"]).toContain(attribute.name)
  }
  expect(html).not.toMatch(/mso-|<!--|style=|class=|font-family|color:/i)
}

const texts = (root: ParentNode, selector: string) =>
  Array.from(root.querySelectorAll(selector)).map((element) =>
    element.textContent?.replace(/\s+/g, " ").trim()
  )

// Each row's cells, as "first | second".
const rows = (root: ParentNode) =>
  Array.from(root.querySelectorAll("tr")).map((row) =>
    texts(row, "th, td").join(" | ")
  )

const noEmptyParagraphs = (root: ParentNode) =>
  expect(
    Array.from(root.querySelectorAll("p")).filter(
      (p) => !p.textContent?.replace(/\u00a0/g, "").trim()
    )
  ).toEqual([])

describe("a paste from Microsoft Word", () => {
  const html = cleanPastedHtml(fixture("paste-word.html"), DOMPurify)
  const doc = parse(html)

  it("keeps headings, bold, italic and links, in the site's heading levels", () => {
    expect(texts(doc, "h2")).toEqual([
      "Supplier onboarding in five steps",
      "What to collect",
    ])
    expect(texts(doc, "strong")).toEqual(
      expect.arrayContaining(["Why it matters:", "Insurance", "Step", "Owner"])
    )
    expect(texts(doc, "em")).toEqual(["three times"])
    expect(doc.querySelector("a")?.getAttribute("href")).toBe(
      "https://www.coreval.example/cost-recovery"
    )
  })

  it("turns list paragraphs into real lists, nested by level, without the typed bullets", () => {
    const bullets = doc.querySelector("ul")!
    expect(
      Array.from(bullets.children).map((li) =>
        li.firstChild?.textContent?.trim()
      )
    ).toEqual(["Bank details", "Insurance", "Health and safety record"])
    expect(texts(bullets, "li > ul > li")).toEqual(["Public liability"])
    expect(texts(doc, "ol > li")).toEqual([
      "Send the questionnaire",
      "Score the answers",
    ])
    expect(html).not.toMatch(/·|&nbsp;&nbsp;|supportLists|\bo\s*Public/)
  })

  it("keeps the table and drops fonts, colours, classes, comments and empty paragraphs", () => {
    expect(rows(doc)).toEqual(["Step | Owner", "Questionnaire | Procurement"])
    expectOnlyRichText(html)
    noEmptyParagraphs(doc)
  })
})

describe("a paste from Google Docs", () => {
  const html = cleanPastedHtml(fixture("paste-gdocs.html"), DOMPurify)
  const doc = parse(html)

  it("reads its styled spans as bold and italic, not its wrapper <b> as bold", () => {
    expect(texts(doc, "h2")).toEqual(["Tender checklist"])
    expect(texts(doc, "strong")).toEqual(["Before", "Stage", "Weeks"])
    expect(texts(doc, "em")).toEqual(["twice"])
    expect(doc.querySelector("h2 strong")).toBeNull()
    expect(doc.querySelector("a")?.getAttribute("href")).toBe(
      "https://www.coreval.example/category-strategy"
    )
  })

  it("keeps lists, nesting a sub-list in its item, and the table", () => {
    expect(texts(doc, "ul > li > ul > li")).toEqual(["Deputy too"])
    expect(doc.querySelector("ul > ul")).toBeNull()
    expect(texts(doc, "ol > li")).toEqual(["Publish the notice"])
    expect(rows(doc)).toEqual(["Stage | Weeks", "Evaluation | 6"])
    expectOnlyRichText(html)
    noEmptyParagraphs(doc)
  })
})

describe("a paste from a web page", () => {
  const html = cleanPastedHtml(fixture("paste-web.html"), DOMPurify)
  const doc = parse(html)

  it("keeps its structure: headings, paragraphs from divs, lists, quote, table, links", () => {
    expect(texts(doc, "h2")).toEqual(["Five myths about cost recovery"])
    expect(texts(doc, "h3")).toEqual(["The myths"])
    expect(texts(doc, "p").slice(0, 3)).toEqual([
      "By Sam Reyes",
      "Most contracts leak value after award.",
      "Audits find between 2% and 5% to recover.",
    ])
    expect(texts(doc, "strong")).toEqual(["leak value", "Rates"])
    expect(texts(doc, "em")).toEqual(["cost recovery", "between 2% and 5%"])
    expect(texts(doc, "ol > li")).toEqual([
      "Rates are the cost",
      "Audits are expensive",
    ])
    expect(texts(doc, "blockquote")).toEqual(["Recovery pays for itself."])
    expect(texts(doc, "thead th")).toEqual(["Sector", "Leakage"])
    expect(texts(doc, "tbody td")).toEqual(["Offshore", "4.1%"])
    expect(doc.querySelector("a")?.getAttribute("href")).toBe(
      "https://example.org/guide?utm_source=copy"
    )
  })

  it("drops scripts, styles, frames, handlers, fonts and javascript: links", () => {
    expect(html).not.toMatch(
      /script|pasted|iframe|onclick|track\(|javascript:|<font|<u>|<code>/i
    )
    expect(html).toContain("this")
    expectOnlyRichText(html)
    noEmptyParagraphs(doc)
  })
})

it("refuses nothing it can read, however hostile: an unclosed Word comment and a lone list paragraph", () => {
  const html = cleanPastedHtml(
    "<p style='mso-list:l0 level1 lfo1'><![if !supportLists]>1.<![endif]>Only item<p><!--[if gte mso 9]><xml>",
    DOMPurify
  )
  expect(html).toBe("<ol><li>Only item</li></ol>")
})
