// What an MDX file of the site may hold besides Markdown: the site's own blocks (MDX_BLOCKS, the
// components of src/components/mdx-components.tsx) with plain values in braces (a text, a number,
// a list or object of them: `<KeyFigures items={[{ value, label }]} />`), links a visitor may
// follow and images from the library. No import, export or other code: whatever an MDX file
// holds runs when the site is built and in visitors' browsers, so a file staff edit holds data,
// never code. The server checks a save with it (server/plugins/app/site-files/), and the site's
// preview reads values with it instead of running them. Plain JavaScript, because the server's
// MDX compiler runs it in a worker thread of its own.

/** The components an MDX file may use, each drawn by the site and edited as a block. */
export const MDX_BLOCKS = ["KeyFigures", "Callout", "CompanyName", "InfoEmail"]

/** What plainValue answers for anything but a plain value. */
export const NOT_PLAIN = Symbol("not a plain value")

/** The value of an expression (an estree node) when it is a plain one, else NOT_PLAIN. */
export function plainValue(node) {
  switch (node?.type) {
    case "Literal":
      return "regex" in node || typeof node.value === "bigint"
        ? NOT_PLAIN
        : node.value
    case "ArrayExpression": {
      const values = node.elements.map((element) =>
        element && element.type !== "SpreadElement"
          ? plainValue(element)
          : NOT_PLAIN
      )
      return values.includes(NOT_PLAIN) ? NOT_PLAIN : values
    }
    case "ObjectExpression": {
      const entries = node.properties.map(propertyEntry)
      return entries.includes(NOT_PLAIN)
        ? NOT_PLAIN
        : Object.fromEntries(entries)
    }
    case "TemplateLiteral":
      return node.expressions.length === 0
        ? node.quasis.map((quasi) => quasi.value.cooked).join("")
        : NOT_PLAIN
    case "UnaryExpression":
      return (node.operator === "-" || node.operator === "+") &&
        node.argument.type === "Literal" &&
        typeof node.argument.value === "number"
        ? node.operator === "-"
          ? -node.argument.value
          : node.argument.value
        : NOT_PLAIN
    default:
      return NOT_PLAIN
  }
}

// One `name: value` of an object written in braces, or NOT_PLAIN.
function propertyEntry(property) {
  const key = property.key
  if (
    property.type !== "Property" ||
    property.computed ||
    property.kind !== "init" ||
    property.method ||
    property.shorthand ||
    !key
  )
    return NOT_PLAIN
  const name =
    key.type === "Identifier"
      ? key.name
      : key.type === "Literal"
        ? String(key.value)
        : null
  // A key that would reach an object's prototype is no data.
  if (name === null || name === "__proto__") return NOT_PLAIN
  const value = plainValue(property.value)
  return value === NOT_PLAIN ? NOT_PLAIN : [name, value]
}

/**
 * The value of `{…}` as MDX parses it (a program): undefined when it holds only a comment,
 * NOT_PLAIN when it holds anything but one plain value.
 */
export function programValue(program) {
  const statements = program?.body ?? []
  if (statements.length === 0) return undefined
  if (statements.length > 1 || statements[0].type !== "ExpressionStatement")
    return NOT_PLAIN
  return plainValue(statements[0].expression)
}

// A link a visitor may follow: a path or anchor on this site, http(s), an e-mail or a phone.
const LINK = /^(\/(?![/\\])|#|\?|https?:\/\/|mailto:\S|tel:\S)/i
// An image of the library (/uploads/…) or on https.
const IMAGE = /^(\/uploads\/|https:\/\/)/i

/** Whether a content file's link is one a visitor may follow (no javascript:, data: or //host). */
export const isFollowableLink = (url) => LINK.test(url)

/** The first code or unsafe address in an MDX file's tree (mdast), with its line, or null. */
export function mdxCodeProblem(tree) {
  const problems = []
  walk(tree, (node) => {
    const problem = nodeProblem(node)
    if (problem)
      problems.push({
        message: problem,
        line: node.position?.start?.line ?? null,
      })
  })
  return problems[0] ?? null
}

function walk(node, visit) {
  visit(node)
  for (const child of node.children ?? []) walk(child, visit)
}

function nodeProblem(node) {
  switch (node.type) {
    case "mdxjsEsm":
      return "an MDX file may not import or export anything: use the site's blocks"
    case "mdxFlowExpression":
    case "mdxTextExpression":
      return programValue(node.data?.estree) === NOT_PLAIN
        ? "only a plain value (a text, a number, a list or an object of them) may be written in braces"
        : null
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement":
      return elementProblem(node)
    case "link":
    case "definition":
      return LINK.test(node.url)
        ? null
        : `the link ${node.url} is not an address a visitor may follow`
    case "image":
      return IMAGE.test(node.url)
        ? null
        : `the image ${node.url} is not one of the media library's or on https`
    default:
      return null
  }
}

function elementProblem(node) {
  if (!MDX_BLOCKS.includes(node.name))
    return `<${node.name ?? ""}> is not one of the site's blocks (${MDX_BLOCKS.join(", ")})`
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== "mdxJsxAttribute")
      return `<${node.name}> may not spread values into its props`
    const value = attribute.value
    if (
      value &&
      typeof value === "object" &&
      programValue(value.data?.estree) === NOT_PLAIN
    )
      return `<${node.name}>'s ${attribute.name} must be a plain value (a text, a number, a list or an object of them)`
  }
  return null
}
