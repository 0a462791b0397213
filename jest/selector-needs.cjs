// What an element must have for a CSS selector to match it: the tag, classes and id of the last
// compound of each selector of the list, as browsers hash rules by them. `mayMatch` false means
// the selector cannot match; true means only that it might (jsdom then decides). A selector too
// intricate to read here (escapes, strings, namespaces, unbalanced brackets) is always a "might".
const needsCache = new Map()

function needsOf(selectorList) {
  let needs = needsCache.get(selectorList)
  if (needs === undefined) {
    needs = parseNeeds(selectorList)
    needsCache.set(selectorList, needs)
  }
  return needs
}

function parseNeeds(selectorList) {
  if (typeof selectorList !== "string" || /[\\|"']/.test(selectorList))
    return null
  const complexes = splitTopLevel(selectorList)
  if (!complexes) return null
  const needs = []
  for (const complex of complexes) {
    const compound = rightmostCompound(complex)
    if (compound === null) return null
    needs.push(compoundNeeds(compound))
  }
  return needs
}

// The selectors of a list: its parts between commas outside brackets and parentheses.
function splitTopLevel(text) {
  const parts = []
  let depth = 0
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (char === "(" || char === "[") depth++
    else if (char === ")" || char === "]") depth--
    else if (char === "," && depth === 0) {
      parts.push(text.slice(start, i))
      start = i + 1
    }
    if (depth < 0) return null
  }
  if (depth !== 0) return null
  parts.push(text.slice(start))
  return parts
}

// The last compound selector of a complex one (after its last combinator), with what is inside
// brackets and parentheses blanked out: a class named only inside :not() is not a need.
function rightmostCompound(complex) {
  let depth = 0
  let flat = ""
  for (const char of complex) {
    if (char === "(" || char === "[") depth++
    flat += depth === 0 ? char : " "
    if (char === ")" || char === "]") depth--
  }
  const parts = flat.split(/[\s>+~]+/).filter(Boolean)
  return parts.length ? parts[parts.length - 1] : null
}

function compoundNeeds(compound) {
  const tag = /^[a-zA-Z][\w-]*/.exec(compound)?.[0]?.toLowerCase() ?? null
  const classes = [...compound.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(
    (match) => match[1]
  )
  const id = /#(-?[_a-zA-Z][\w-]*)/.exec(compound)?.[1] ?? null
  return { tag, classes, id }
}

// `element` is an HTML element, given by what it answers: its lower-case local name, its id
// attribute and whether it has a class.
function mayMatchNeed(element, { tag, classes, id }) {
  if (tag !== null && element.localName !== tag) return false
  if (id !== null && element.id !== id) return false
  for (const name of classes) if (!element.hasClass(name)) return false
  return true
}

function mayMatch(element, selectorList) {
  const needs = needsOf(selectorList)
  return needs === null || needs.some((need) => mayMatchNeed(element, need))
}

module.exports = { mayMatch }
