import createDOMPurify from "dompurify"
import { sanitizeWith } from "../sanitize"

// The one set of rules, as the site and the panel apply it: a DOMPurify bound to a page's window
// (here jsdom's, the project's test environment).
const purify = createDOMPurify(window)
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
