import * as React from "react"
import { NOT_PLAIN, plainValue } from "../../../common/mdx-code.mjs"
import { mdxComponents } from "../mdx-components"

// An MDX draft (an article, a legal page) made into the page's body in the browser, with the
// compiler the build uses (@mdx-js/mdx 2 with remark-gfm, as gatsby-config.ts sets it): loaded
// only by a preview of an MDX file, never by a public page. The compiler's tree is drawn with the
// site's MDX components, not run as code: the site's CSP allows no eval(), and a draft's code must
// not run on the site's origin. So a value in braces must be a plain one (a text, a number, a
// list, an object of them), as every shipped file's are: `<KeyFigures items={[{ value, label }]} />`.

/** Why a draft cannot be shown, in words for its author, with the line it is on. */
export class MdxProblem extends Error {}

type Tree = {
  type: string
  tagName?: string
  name?: string | null
  value?: unknown
  properties?: Record<string, unknown>
  attributes?: Attribute[]
  children?: Tree[]
  data?: { estree?: Program }
  position?: { start: { line: number } }
}
type Attribute = {
  type: string
  name?: string
  value?:
    string | null | { type: string; value: string; data?: { estree?: Program } }
  position?: { start: { line: number } }
}
type Program = { body: Array<{ type: string; expression?: Expression }> }
type Expression = {
  type: string
  [key: string]: unknown
}

const line = (node?: { position?: { start: { line: number } } }) =>
  node?.position ? ` (line ${node.position.start.line})` : ""

// The frontmatter between the opening `---` lines, as gray-matter finds it for the build; the
// body keeps its lines where they were, so the compiler's line numbers are the file's.
const frontmatterBlock = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/

/** The draft's frontmatter and the compiler's tree of its body; an MdxProblem when it has faults. */
export async function compileMdx(text: string) {
  const [{ createProcessor }, { default: remarkGfm }, { safeLoad }] =
    await Promise.all([
      import("@mdx-js/mdx"),
      import("remark-gfm"),
      import("js-yaml"),
    ])
  const match = frontmatterBlock.exec(text)
  let frontmatter: unknown = {}
  try {
    frontmatter = match ? (safeLoad(match[1]) ?? {}) : {}
  } catch (error) {
    const { reason, mark } = error as {
      reason?: string
      mark?: { line: number }
    }
    throw new MdxProblem(
      `The frontmatter is not valid YAML: ${reason ?? String(error)}` +
        (mark ? ` (line ${mark.line + 2})` : "")
    )
  }
  if (typeof frontmatter !== "object" || Array.isArray(frontmatter))
    throw new MdxProblem("The frontmatter is not a list of named values.")
  const body = match
    ? "\n".repeat(match[0].split("\n").length - 1) + text.slice(match[0].length)
    : text
  const captured: { tree?: Tree } = {}
  const processor = createProcessor({
    remarkPlugins: [remarkGfm],
    // The tree as MDX turns it into code; the code itself is not needed.
    rehypePlugins: [
      () => (root: unknown) => {
        captured.tree = root as Tree
        return { type: "root", children: [] }
      },
    ],
  })
  try {
    await processor.process(body)
  } catch (error) {
    const { reason, line: at } = error as { reason?: string; line?: number }
    const where =
      at && !String(reason).includes(`${at}:`) ? ` (line ${at})` : ""
    throw new MdxProblem(
      `This draft's MDX does not compile: ${reason ?? String(error)}${where}`
    )
  }
  return {
    frontmatter: frontmatter as Record<string, unknown>,
    body: render(captured.tree!),
  }
}

// JSX's value of a plain literal: what a prop in braces, or an expression, may hold
// (common/mdx-code.mjs, the rule the server holds a save to).
function literal(node: Expression, at: Tree): unknown {
  const value = plainValue(node)
  if (value === NOT_PLAIN) throw plainOnly(at)
  return value
}

const plainOnly = (at: Tree) =>
  new MdxProblem(
    `The preview shows only plain values in braces (texts, numbers, lists and objects of them)${line(at)}.`
  )

const expressionOf = (program: Program | undefined, at: Tree) => {
  const statements = program?.body ?? []
  if (statements.length === 0) return undefined
  if (statements.length > 1 || statements[0].type !== "ExpressionStatement")
    throw plainOnly(at)
  return literal(statements[0].expression!, at)
}

// hast's property names, as React names the attributes.
const propName = (name: string) =>
  /^(data|aria)[A-Z]/.test(name)
    ? name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
    : name

// Markdown puts line breaks between a table's rows, which React may not put in a table.
const tableParts = new Set(["table", "thead", "tbody", "tfoot", "tr"])

const components = mdxComponents as Record<string, React.ElementType>

function children(node: Tree): React.ReactNode[] {
  return (node.children ?? []).flatMap((child) => {
    if (
      child.type === "text" &&
      tableParts.has(node.tagName ?? "") &&
      !String(child.value).trim()
    )
      return []
    return [render(child)]
  })
}

function render(node: Tree): React.ReactNode {
  switch (node.type) {
    case "root":
      return React.createElement(React.Fragment, null, ...children(node))
    case "text":
      return String(node.value)
    case "element": {
      const props = Object.fromEntries(
        Object.entries(node.properties ?? {})
          .filter(
            ([, value]) => typeof value !== "object" || Array.isArray(value)
          )
          .map(([name, value]) => [
            propName(name),
            Array.isArray(value) ? value.join(" ") : value,
          ])
      )
      return React.createElement(
        components[node.tagName!] ?? node.tagName!,
        props,
        ...children(node)
      )
    }
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement": {
      if (!node.name)
        return React.createElement(React.Fragment, null, ...children(node))
      const type =
        components[node.name] ??
        (/^[a-z]/.test(node.name) ? node.name : undefined)
      if (!type)
        throw new MdxProblem(
          `<${node.name}> is not one of the site's MDX components${line(node)}.`
        )
      const props: Record<string, unknown> = {}
      for (const attribute of node.attributes ?? []) {
        if (attribute.type !== "mdxJsxAttribute") throw plainOnly(node)
        const value = attribute.value
        props[propName(attribute.name!)] =
          value === null || value === undefined
            ? true
            : typeof value === "string"
              ? value
              : expressionOf(value.data?.estree, node)
      }
      return React.createElement(type, props, ...children(node))
    }
    case "mdxFlowExpression":
    case "mdxTextExpression": {
      const value = expressionOf(node.data?.estree, node)
      return typeof value === "string" || typeof value === "number"
        ? value
        : null
    }
    case "mdxjsEsm":
      throw new MdxProblem(
        `The preview cannot run an import or export${line(node)}.`
      )
    default:
      return null
  }
}
