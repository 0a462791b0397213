import {
  Kind,
  parse,
  type DocumentNode,
  type FieldDefinitionNode,
  type ObjectTypeDefinitionNode,
  type TypeNode,
} from "graphql"
import type { ScalarShape, SiteFileShape } from "./site-file-shape"

// Each editable content file's shape, derived from content/schema.graphql: the GraphQL types that
// already type the site's queries, so the form the panel draws, the check at save and the pages'
// data cannot drift apart. The SDL uses Gatsby's own directives (@dontInfer, @fileByRelativePath,
// @link, @proxy) and the site's (@site), which plain GraphQL does not declare, so the document's
// syntax tree is walked rather than built into a schema. Plain TypeScript: the server and the
// build read it alike.

export type ObjectShape = Extract<SiteFileShape, { kind: "object" }>

// The values Gatsby reads from a file that staff may not change (configuration, not content).
const READ_ONLY_EVERYWHERE = new Set(["slug", "template"])
const READ_ONLY_SITE = new Set(["brand", "siteUrl", "scripts"])

// A type nested in itself (ContentItem's parts) is followed this many times on one path: as deep
// as the site draws it, and a finite shape.
const MAX_SAME_TYPE = 2

interface Context {
  types: Map<string, ObjectTypeDefinitionNode>
  // The type names from the file's root down to here.
  path: string[]
  // Every field below is read-only (site.json's scripts).
  readOnly: boolean
}

const directive = (field: FieldDefinitionNode, name: string) =>
  field.directives?.find((d) => d.name.value === name)

// A field's key in the file: its name, or the key @proxy(from: …) reads it from.
export function fileKey(field: FieldDefinitionNode): string {
  const from = directive(field, "proxy")?.arguments?.find(
    (argument) => argument.name.value === "from"
  )?.value
  return from?.kind === Kind.STRING ? from.value : field.name.value
}

function roleOf(
  field: FieldDefinitionNode,
  context: Context
): ScalarShape["role"] {
  const name = field.name.value
  if (context.readOnly || READ_ONLY_EVERYWHERE.has(name)) return "readOnly"
  if (context.path.length === 1 && context.path[0] === "SiteJson")
    if (READ_ONLY_SITE.has(name)) return "readOnly"
  if (directive(field, "fileByRelativePath")) return "image"
  // @site fills in the brand word in links and the company's name in titles: only the former
  // are addresses. An @link to pages names them by their address (a slug).
  if (/(link|url)s?$/i.test(name) || directive(field, "link")) return "link"
  if (directive(field, "site") && !/title|name|heading/i.test(name))
    return "link"
  return undefined
}

function scalarKind(name: string): ScalarShape["kind"] {
  if (name === "Int") return "int"
  if (name === "Float") return "float"
  if (name === "Boolean") return "boolean"
  // String, ID, Date, and the node types that a file names by a string: File (an image's
  // relative path) and Mdx (an article's slug, by @link).
  return "string"
}

function shapeOfType(
  type: TypeNode,
  field: FieldDefinitionNode,
  context: Context,
  required = false
): SiteFileShape | null {
  if (type.kind === Kind.NON_NULL_TYPE)
    return shapeOfType(type.type, field, context, true)
  const description = field.description?.value
  if (type.kind === Kind.LIST_TYPE) {
    const of = shapeOfType(type.type, field, context)
    return (
      of && { kind: "list", required, of, ...(description && { description }) }
    )
  }
  const name = type.name.value
  const object = context.types.get(name)
  if (object && !object.interfaces?.some((i) => i.name.value === "Node")) {
    if (context.path.filter((seen) => seen === name).length >= MAX_SAME_TYPE)
      return null
    const readOnly =
      context.readOnly ||
      (context.path.length === 1 && READ_ONLY_SITE.has(field.name.value))
    return objectShape(object, { ...context, readOnly }, required, description)
  }
  const role = roleOf(field, context)
  return {
    kind: scalarKind(name),
    required,
    ...(description && { description }),
    ...(role && { role }),
  }
}

function objectShape(
  type: ObjectTypeDefinitionNode,
  context: Context,
  required: boolean,
  description = type.description?.value,
  // A node's `id` key is Gatsby's: gatsby-transformer-json keeps the file's as `jsonId`.
  node = false
): ObjectShape {
  const inner = { ...context, path: [...context.path, type.name.value] }
  const fields: Record<string, SiteFileShape> = {}
  for (const field of type.fields ?? []) {
    const shape = shapeOfType(field.type, field, inner)
    if (!shape) continue
    const key = node && field.name.value === "jsonId" ? "id" : fileKey(field)
    fields[key] = shape
  }
  return {
    kind: "object",
    required,
    type: type.name.value,
    fields,
    ...(description && { description }),
  }
}

/** The object types of an SDL text, by name. */
export function typesOf(
  document: DocumentNode
): Map<string, ObjectTypeDefinitionNode> {
  return new Map(
    document.definitions
      .filter(
        (definition): definition is ObjectTypeDefinitionNode =>
          definition.kind === Kind.OBJECT_TYPE_DEFINITION
      )
      .map((definition) => [definition.name.value, definition])
  )
}

// content/data/menus.json -> MenusJson, as gatsby-config.ts names the node types of JSON files.
const pascal = (name: string) =>
  name.replace(/(^|[-_ ])(\w)/g, (_m, _s, char: string) => char.toUpperCase())

/** The GraphQL type of a content file (for MDX, of its frontmatter), or null when it has none. */
export function typeNameOf(path: string): string {
  if (path.endsWith(".mdx")) return "MdxFrontmatter"
  const parts = path.split("/")
  const name = parts[parts.length - 1].replace(/\.json$/, "")
  return parts[0] === "services" ? "ServiceJson" : `${pascal(name)}Json`
}

/**
 * The shape of one content file, from the SDL of content/schema.graphql. `list`: the file holds
 * an array (menus, sectors, offerings), of which each item is a node of the type.
 */
export function shapeOf(
  sdl: string | DocumentNode,
  path: string,
  list: boolean
): SiteFileShape {
  const types = typesOf(typeof sdl === "string" ? parse(sdl) : sdl)
  const name = typeNameOf(path)
  const type = types.get(name)
  if (!type)
    throw new Error(`content/schema.graphql has no type ${name} for ${path}`)
  const context: Context = { types, path: [], readOnly: false }
  const node = objectShape(type, context, true, type.description?.value, true)
  return list ? { kind: "list", required: true, of: node } : node
}

// ---------------------------------------------------------------------------------------------
// A value checked against its shape.

export interface ShapeProblem {
  // Where: the offending key's path, or the object's when a key is missing.
  path: (string | number)[]
  message: string
}

const KIND_WORDS: Record<ScalarShape["kind"], string> = {
  string: "text",
  int: "a whole number",
  float: "a number",
  boolean: "true or false",
}

/** faqs[3].question */
export function pathName(path: readonly (string | number)[]): string {
  return (
    path
      .map((part, i) =>
        typeof part === "number" ? `[${part}]` : i === 0 ? part : `.${part}`
      )
      .join("") || "the file"
  )
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

function scalarFits(kind: ScalarShape["kind"], value: unknown) {
  if (kind === "string") return typeof value === "string"
  if (kind === "boolean") return typeof value === "boolean"
  if (kind === "int")
    return Number.isInteger(value) && Math.abs(value as number) <= 2_147_483_647
  return typeof value === "number" && Number.isFinite(value)
}

/**
 * The first place where `value` does not fit `shape`: a required value missing or null, a value of
 * the wrong kind, a key the shape does not have, or a read-only value that differs from the
 * shipped file's (`shipped`, the same place in the repository's file). Null when it fits. The
 * walk follows the shape, which is finite, so a value nested deeper stops at its first level.
 */
export function shapeProblem(
  shape: SiteFileShape,
  value: unknown,
  shipped: unknown,
  path: (string | number)[] = []
): ShapeProblem | null {
  const name = pathName(path)
  if (value === undefined || value === null) {
    if (
      shape.kind !== "object" &&
      shape.kind !== "list" &&
      shape.role === "readOnly"
    )
      if (shipped !== undefined && shipped !== null)
        return {
          path,
          message: `${name} is read-only: it must stay ${JSON.stringify(shipped)}`,
        }
    return shape.required
      ? { path, message: `${name} must be filled in` }
      : null
  }
  if (shape.kind === "list") {
    if (!Array.isArray(value))
      return { path, message: `${name} must be a list` }
    for (let i = 0; i < value.length; i++) {
      const found = shapeProblem(
        shape.of,
        value[i],
        Array.isArray(shipped) ? shipped[i] : undefined,
        [...path, i]
      )
      if (found) return found
    }
    return null
  }
  if (shape.kind === "object") return objectProblem(shape, value, shipped, path)
  if (!scalarFits(shape.kind, value))
    return { path, message: `${name} must be ${KIND_WORDS[shape.kind]}` }
  if (shape.role === "readOnly" && value !== shipped)
    return {
      path,
      message:
        shipped === undefined || shipped === null
          ? `${name} is read-only: the file has none`
          : `${name} is read-only: it must stay ${JSON.stringify(shipped)}`,
    }
  return null
}

function objectProblem(
  shape: ObjectShape,
  value: unknown,
  shipped: unknown,
  path: (string | number)[]
): ShapeProblem | null {
  const name = pathName(path)
  if (!isObject(value))
    return { path, message: `${name} must be a group of named values` }
  for (const key of Object.keys(value))
    if (!Object.hasOwn(shape.fields, key))
      return {
        path: [...path, key],
        message: `${pathName([...path, key])} is not a field of ${shape.type}: its fields are ${Object.keys(shape.fields).join(", ")}`,
      }
  for (const [key, field] of Object.entries(shape.fields)) {
    const found = shapeProblem(
      field,
      Object.hasOwn(value, key) ? value[key] : undefined,
      isObject(shipped) && Object.hasOwn(shipped, key)
        ? shipped[key]
        : undefined,
      [...path, key]
    )
    if (found) {
      // A missing key has no line of its own: its object's is shown.
      const missing = !Object.hasOwn(value, key)
      return missing ? { ...found, path } : found
    }
  }
  return null
}
