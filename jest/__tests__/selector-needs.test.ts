import defaultStyleSheet from "jsdom/lib/jsdom/browser/default-stylesheet"
import { mayMatch } from "../selector-needs.cjs"

// The quick rejection in front of jsdom's selector matching (jsdom-environment.cjs) refuses only
// what jsdom itself would not match: compared with Element.matches (which it does not replace)
// on jsdom's own default sheet, selectors of the kinds MUI and Tailwind write, and generated ones.

const TAGS = ["div", "span", "button", "a", "input", "li", "ul", "svg", "p"]
const CLASSES = ["css-1x2y3z", "MuiButton-root", "Mui-focused", "a", "b", "c-d"]
const IDS = ["main", "x1"]

// A small random number generator with a seed, so a failure can be run again.
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32
    return state / 2 ** 32
  }
}

function sampleDocument(next: () => number) {
  document.body.innerHTML = ""
  let parent: Element = document.body
  const elements: Element[] = []
  for (let i = 0; i < 60; i++) {
    const element = document.createElement(
      TAGS[Math.floor(next() * TAGS.length)]
    )
    for (const name of CLASSES) if (next() < 0.3) element.classList.add(name)
    if (next() < 0.15) element.id = IDS[Math.floor(next() * IDS.length)]
    if (next() < 0.2) element.setAttribute("hidden", "")
    if (next() < 0.2) element.setAttribute("type", "checkbox")
    parent.append(element)
    elements.push(element)
    parent =
      next() < 0.5
        ? element
        : (elements[Math.floor(next() * elements.length)] ?? document.body)
  }
  return elements
}

function generatedSelector(next: () => number): string {
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]
  const compound = () => {
    let text = next() < 0.5 ? pick(TAGS) : next() < 0.5 ? "*" : ""
    while (next() < 0.5) text += `.${pick(CLASSES)}`
    if (next() < 0.2) text += `#${pick(IDS)}`
    if (next() < 0.2) text += `:not(.${pick(CLASSES)})`
    if (next() < 0.2)
      text += pick([
        "[hidden]",
        '[type="checkbox"]',
        ":first-child",
        ":hover",
        "::before",
      ])
    return text || "*"
  }
  const complex = () => {
    let text = compound()
    while (next() < 0.4)
      text += `${pick([" ", " > ", " + ", " ~ "])}${compound()}`
    return text
  }
  let list = complex()
  while (next() < 0.3) list += `, ${complex()}`
  return list
}

const sheetSelectors = defaultStyleSheet
  .replace(/\/\*[\s\S]*?\*\//g, "")
  .replace(/@media[^{]*\{/g, "")
  .split("}")
  .map((rule) => rule.split("{")[0].trim())
  .filter(Boolean)

const written = [
  ".css-1x2y3z",
  ".MuiButton-root.Mui-focused .css-1x2y3z",
  ".MuiButton-root:hover > span.a",
  "div:not(.a), span",
  "#main .b:is(.a, .c-d)",
  ".md\\:flex",
  'a[href^="/"]',
  "svg|rect",
  ":root",
  "li:nth-child(2n + 1)",
]

function refusalsAreRight(selectors: string[], elements: Element[]) {
  const wrong: string[] = []
  for (const selector of selectors) {
    for (const element of elements) {
      let matches: boolean
      try {
        matches = element.matches(selector)
      } catch {
        continue
      }
      const refused = !mayMatch(
        {
          localName: element.localName,
          id: element.getAttribute("id"),
          hasClass: (name: string) => element.classList.contains(name),
        },
        selector
      )
      if (refused && matches)
        wrong.push(`${selector} on ${element.outerHTML.slice(0, 80)}`)
    }
  }
  return wrong
}

it("refuses no selector jsdom would match, on its default sheet, written and generated selectors", () => {
  for (let seed = 1; seed <= 20; seed++) {
    const next = random(seed)
    const elements = sampleDocument(next)
    const generated = Array.from({ length: 60 }, () => generatedSelector(next))
    expect(
      refusalsAreRight([...sheetSelectors, ...written, ...generated], elements)
    ).toEqual([])
  }
})

it("refuses most rules an element has no class, tag or id for", () => {
  const element = { localName: "span", id: null, hasClass: () => false }
  expect(mayMatch(element, ".MuiButton-root")).toBe(false)
  expect(mayMatch(element, "div.a, p > .b")).toBe(false)
  expect(mayMatch(element, "#main")).toBe(false)
  // What it cannot read is left to jsdom.
  expect(mayMatch(element, ".md\\:flex")).toBe(true)
  expect(mayMatch(element, "span:not(.a)")).toBe(true)
  expect(mayMatch(element, ":root")).toBe(true)
  // Refusals counted over jsdom's default sheet: most of its rules are for other tags.
  const refused = sheetSelectors.filter(
    (selector) => !mayMatch(element, selector)
  )
  expect(refused.length / sheetSelectors.length).toBeGreaterThan(0.8)
})
