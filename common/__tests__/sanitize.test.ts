import createDOMPurify, { type WindowLike } from "dompurify"
import { JSDOM } from "jsdom"
import { sanitizeWith } from "../sanitize"

// The one set of rules, as the build applies it (DOMPurify over jsdom); the browser's fallback and
// the panel's preview pass the same config to their own DOMPurify.

const purify = createDOMPurify(new JSDOM("").window as unknown as WindowLike)
const clean = (html: string) => sanitizeWith(purify, html)

it("keeps the HTML an article is written in", () => {
  const article =
    '<h2>Title</h2><p>A <strong>bold</strong> <em>claim</em> and <a href="https://example.com/x">a link</a>.</p>' +
    '<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Quote</blockquote><img src="/uploads/a.png" alt="A">' +
    "<table><tbody><tr><td>Cell</td></tr></tbody></table>"
  expect(clean(article)).toBe(article)
})

it.each([
  ["a script", "<script>alert(1)</script><p>ok</p>", "<p>ok</p>"],
  [
    "an event handler",
    '<img src="/a.png" onerror="alert(1)">',
    '<img src="/a.png">',
  ],
  ["a javascript: URL", '<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
  ["a style element", "<style>p{}</style><p>ok</p>", "<p>ok</p>"],
  ["a style attribute", '<p style="position:fixed">ok</p>', "<p>ok</p>"],
  [
    "a frame",
    '<iframe src="https://evil.example"></iframe><p>ok</p>',
    "<p>ok</p>",
  ],
  [
    "a form and its controls",
    '<form action="/x"><input name="p"><button>Go</button></form>',
    "Go",
  ],
])("removes %s", (_name, html, expected) => {
  expect(clean(html)).toBe(expected)
})
