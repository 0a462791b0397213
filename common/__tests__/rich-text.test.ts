import createDOMPurify, { type WindowLike } from "dompurify"
import { JSDOM } from "jsdom"
import {
  cleanRichText,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
} from "../rich-text"

// The one rich-text list as the build and the server apply it (DOMPurify over jsdom): every
// element it allows is kept, in the context it lives in, and everything else is unwrapped (its
// text kept) or dropped. The panel's view and the site's fallback pass the same function their
// own DOMPurify.

const purify = createDOMPurify(new JSDOM("").window as unknown as WindowLike)
const clean = (html: string) => cleanRichText(purify, html)

// Each allowed element in HTML that holds it: the cleaner must give this back unchanged.
const kept: Record<(typeof RICH_TEXT_TAGS)[number], string> = {
  p: "<p>Text</p>",
  h2: "<h2>Heading</h2>",
  h3: "<h3>Heading</h3>",
  h4: "<h4>Heading</h4>",
  strong: "<p><strong>Bold</strong> text</p>",
  em: "<p><em>Italic</em> text</p>",
  a: '<p><a href="/blog/rates">A page</a></p>',
  ul: "<ul><li>One</li><li>Two</li></ul>",
  ol: "<ol><li>One</li><li>Two</li></ol>",
  li: "<ul><li>Item</li></ul>",
  blockquote: "<blockquote><p>Quoted</p></blockquote>",
  hr: "<p>Before</p><hr><p>After</p>",
  br: "<p>One<br>Two</p>",
  figure:
    '<figure><img src="/uploads/a1.jpg" alt="A photo"><figcaption>Caption</figcaption></figure>',
  figcaption:
    '<figure><img src="https://images.example/b.png" alt=""><figcaption>Credit</figcaption></figure>',
  img: '<p><img src="/uploads/team.webp" alt="The team"></p>',
  table:
    "<table><thead><tr><th>Year</th></tr></thead><tbody><tr><td>2024</td></tr></tbody></table>",
  thead: "<table><thead><tr><th>Head</th></tr></thead></table>",
  tbody: "<table><tbody><tr><td>Cell</td></tr></tbody></table>",
  tr: "<table><tbody><tr><td>A</td><td>B</td></tr></tbody></table>",
  th: "<table><thead><tr><th>A</th><th>B</th></tr></thead></table>",
  td: "<table><tbody><tr><td>Cell</td></tr></tbody></table>",
}

describe.each(RICH_TEXT_TAGS)("<%s>", (tag) => {
  it("is kept, with its text", () => {
    expect(clean(kept[tag])).toBe(kept[tag])
    expect(clean(kept[tag])).toContain(`<${tag}`)
  })
})

it("keeps a link to each kind of address a visitor may follow", () => {
  for (const href of [
    "/service/category-strategy",
    "/blog/x?ref=1#part",
    "https://example.com/a",
    "http://example.com/a",
    "mailto:info@example.com",
    "tel:+31201234567",
  ]) {
    const html = `<p><a href="${href}">Link</a></p>`
    expect(clean(html)).toBe(html)
  }
})

// Every other element goes; its text stays where it was readable text.
const unwrappedInline = [
  "span",
  "font",
  "b",
  "i",
  "u",
  "s",
  "sub",
  "sup",
  "small",
  "mark",
  "code",
  "cite",
  "abbr",
  "label",
  "q",
  "del",
  "ins",
  "o:p",
]
it.each(unwrappedInline)(
  "unwraps <%s> in a paragraph, keeping its text",
  (tag) => {
    expect(clean(`<p>Before <${tag}>kept</${tag}> after</p>`)).toBe(
      "<p>Before kept after</p>"
    )
  }
)

const unwrappedBlocks = [
  "h1",
  "h5",
  "h6",
  "div",
  "pre",
  "section",
  "article",
  "header",
  "footer",
  "aside",
  "nav",
  "main",
  "address",
  "center",
  "dl",
  "dt",
  "dd",
  "details",
  "summary",
]
it.each(unwrappedBlocks)("unwraps <%s>, keeping its text", (tag) => {
  expect(clean(`<${tag}>kept</${tag}><p>After</p>`)).toBe("kept<p>After</p>")
})

const droppedWithContent = [
  "script",
  "style",
  "noscript",
  "template",
  "title",
  "iframe",
  "video",
  "audio",
  "svg",
  "math",
  "xmp",
  "noembed",
  "noframes",
]
it.each(droppedWithContent)("drops <%s> with what it holds", (tag) => {
  const cleaned = clean(`<p>Kept</p><${tag}>alert(1)</${tag}>`)
  expect(cleaned).toBe("<p>Kept</p>")
})

it.each([
  "input",
  "button",
  "form",
  "textarea",
  "select",
  "option",
  "frame",
  "frameset",
  "object",
  "embed",
  "canvas",
  "link",
  "meta",
  "base",
  "source",
  "track",
  "area",
  "map",
  "picture",
])("leaves no <%s>", (tag) => {
  const cleaned = clean(
    `<p>Kept <${tag} href="/x" src="/x" name="x" onfocus="alert(1)">inner</${tag}></p>`
  )
  expect(cleaned).not.toContain(`<${tag}`)
  expect(cleaned).not.toMatch(/onfocus|alert/)
  expect(cleaned).toMatch(/^<p>Kept /)
})

// Attributes off the list go, the element stays.
const attributes = [
  'style="color:red"',
  'class="MsoNormal"',
  'id="top"',
  'title="Tip"',
  'lang="nl"',
  'dir="rtl"',
  'align="center"',
  'width="100"',
  'data-x="1"',
  'data-pm-slice="1 1 []"',
  'aria-label="x"',
  'role="note"',
  'tabindex="0"',
  'contenteditable="true"',
  'onclick="alert(1)"',
  'onmouseover="alert(1)"',
  'onerror="alert(1)"',
]
it.each(attributes)("drops the attribute %s", (attribute) => {
  expect(clean(`<p ${attribute}>Text</p>`)).toBe("<p>Text</p>")
  expect(
    clean(`<p><a href="/x" ${attribute} target="_blank" rel="x">L</a></p>`)
  ).toBe('<p><a href="/x">L</a></p>')
  expect(clean(`<p><img src="/uploads/a.png" alt="A" ${attribute}></p>`)).toBe(
    '<p><img src="/uploads/a.png" alt="A"></p>'
  )
})

it("keeps no attribute beyond href, src and alt", () => {
  expect(RICH_TEXT_ATTRIBUTES).toEqual(["href", "src", "alt"])
  expect(
    clean(
      '<table border="1" width="100%"><tbody><tr><td colspan="2" rowspan="2" valign="top">A</td></tr></tbody></table>'
    )
  ).toBe("<table><tbody><tr><td>A</td></tr></tbody></table>")
  expect(
    clean('<p><img src="/uploads/a.png" srcset="//evil/x 2x" sizes="1px"></p>')
  ).toBe('<p><img src="/uploads/a.png"></p>')
})

it.each([
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "vbscript:msgbox(1)",
  "data:text/html,<script>alert(1)</script>",
  "//evil.example/x",
  "/\\evil.example/x",
  "\\\\evil.example/x",
  "ftp://example.com/x",
  "file:///etc/passwd",
  "relative/path",
  "#top",
  "",
  "https://exa mple.com",
])("unwraps a link to %p, keeping its text", (href) => {
  expect(clean(`<p>See <a href="${href}">this</a>.</p>`)).toBe(
    "<p>See this.</p>"
  )
})

it("unwraps a link without an address", () => {
  expect(clean('<p><a name="x">Anchor</a></p>')).toBe("<p>Anchor</p>")
})

it.each([
  "data:image/png;base64,iVBORw0KGgo=",
  "javascript:alert(1)",
  "http://example.com/a.png",
  "//evil.example/a.png",
  "/\\evil.example/a.png",
  "/images/a.png",
  "/uploads/../admin/x.png",
  "uploads/a.png",
  "a.png",
  "blob:https://example.com/1",
  "",
])("drops an image whose address is %p", (src) => {
  expect(clean(`<p>Text <img src="${src}" alt="A"></p>`)).toBe("<p>Text </p>")
})

it("drops an image with no address", () => {
  expect(clean('<p>Text<img alt="A"></p>')).toBe("<p>Text</p>")
})

it.each([
  "<p></p>",
  "<p><br></p>",
  "<p> </p>",
  "<p>&nbsp;</p>",
  "<p>\n\t</p>",
  "<p><br><br></p>",
  "<p><strong> </strong></p>",
  '<p style="margin:0"><span style="font-size:11pt"><o:p>&nbsp;</o:p></span></p>',
])("drops the empty paragraph %p", (empty) => {
  expect(clean(`<p>One</p>${empty}<p>Two</p>`)).toBe("<p>One</p><p>Two</p>")
})

it("keeps a paragraph that holds only an image", () => {
  const html = '<p><img src="/uploads/a.png" alt="A"></p>'
  expect(clean(html)).toBe(html)
})

it("drops comments, and fonts, colours and classes pasted from a word processor", () => {
  expect(
    clean(
      '<!-- StartFragment --><p class="MsoNormal" style="margin:0"><span style="font-family:Calibri;color:#333">' +
        '<font face="Arial" color="red">Word <b style="font-weight:normal">text</b></font></span></p><!-- EndFragment -->'
    )
  ).toBe("<p>Word text</p>")
})

it("gives back what it cleaned unchanged", () => {
  const once = clean(
    '<h1>T</h1><p style="x">A <a href="javascript:x">b</a> <img src="x"></p><p></p><ul><li>c</li></ul>'
  )
  expect(clean(once)).toBe(once)
})
