import { createHash } from "node:crypto"
import { existsSync } from "node:fs"
import { mkdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import createDOMPurify, { type WindowLike } from "dompurify"
import { JSDOM } from "jsdom"
import sharp from "sharp"
import type { Node, SourceNodesArgs } from "gatsby"
import {
  openPanelStore,
  PANEL_TEACHER,
  panelResources,
  panelTypes,
  uploadIdOf,
  type PanelContent,
  type PanelResource,
  type PanelRow,
  type PanelStore,
} from "../../common/panel-content"
import { isSafeUrl } from "../../common/links"
import { sanitizeWith } from "../../common/sanitize"
import { MAX_IMAGE_PIXELS } from "../../common/uploads"

// sourceNodes of gatsby-node.ts, apart so Jest can run it with a fake Gatsby.

// The fields that hold HTML, cleaned here with the site's rules: only clean HTML enters GraphQL.
// Each also gives a plain-text `summary`, unless the record has a field for that.
const htmlFields: Partial<
  Record<PanelResource, { html: string; summary?: string }>
> = {
  programmes: { html: "description" },
  blogs: { html: "content", summary: "excerpt" },
}

const SUMMARY_LENGTH = 200

// The fields holding a link a visitor follows: one that is not a path on this site or an http(s)
// URL (common/links.ts) is published as no link.
const linkFields: Partial<Record<PanelResource, string>> = { banners: "link" }

// The field naming each resource's image (programmes keep the capitals their first client used).
const imageFields: Partial<Record<PanelResource, string>> = {
  banners: "image",
  stories: "image",
  templates: "image",
  programmes: "Image",
  team: "image",
  news: "image",
  blogs: "image",
  courses: "image",
}

const dateFields = new Set(["date"])

type Helpers = Pick<
  SourceNodesArgs,
  "actions" | "createNodeId" | "createContentDigest" | "cache" | "reporter"
>

type CreateFileNode = (
  file: string,
  createNodeId: (input: string) => string
) => Promise<Node & { id: string }>
// gatsby-source-filesystem's own constructor of File nodes (what createRemoteFileNode uses).
const { createFileNode } =
  require("gatsby-source-filesystem/create-file-node") as {
    createFileNode: CreateFileNode
  }

export interface SourceOptions {
  databaseUrl: string
  /** The site's folder, where the code that shapes the nodes is (see codeDigest). */
  directory: string
}

export interface Sourced {
  // The digest of what was read, which the build records beside its output.
  digest: string
  // Records published without their image, one sentence each, for the build log and the panel.
  warnings: string[]
}

/**
 * Reads the panel's records and creates one node per record, plus a File node per uploaded image a
 * record names. A record whose image cannot be used is published without it, with a warning: one
 * bad file never fails the build.
 */
export async function sourcePanelNodes(
  helpers: Helpers,
  { databaseUrl, directory }: SourceOptions
): Promise<Sourced> {
  const store = openPanelStore(databaseUrl)
  try {
    const content = await store.content()
    const images = await createImageFiles(helpers, store, content)
    const clean = htmlCleaner()
    const code = await codeDigest(directory)
    const warnings: string[] = []
    let count = 0
    for (const resource of panelResources) {
      for (const row of content.records[resource]) {
        const node = toNode(helpers, resource, row, images.files, clean, code)
        const problem = imageProblem(resource, row, images)
        if (problem) {
          const warning = `${recordName(resource, row)} is published without its image: ${problem}`
          helpers.reporter.warn(`gatsby-source-panel: ${warning}`)
          warnings.push(warning)
        }
        helpers.actions.createNode(node)
        count++
      }
    }
    for (const row of content.teachers) {
      helpers.actions.createNode(teacherNode(helpers, row, images.files, code))
      count++
    }
    helpers.reporter.info(
      count
        ? `gatsby-source-panel: ${count} records and ${images.files.size} uploaded images`
        : "gatsby-source-panel: the database holds no published records yet"
    )
    return { digest: content.digest, warnings }
  } finally {
    await store.close()
  }
}

// The record as an editor knows it: its kind, its title (or name), its id.
function recordName(resource: PanelResource, row: PanelRow) {
  const title = row.title ?? row.name ?? row.Name
  const kind = panelTypes[resource]
    .replace(/^Panel/, "")
    .replace(
      /([a-z])([A-Z])/g,
      (_, a: string, b: string) => `${a} ${b.toLowerCase()}`
    )
  return `${kind} ${title ? `"${title}" ` : ""}(${row.id})`
}

// Why a record's uploaded image is not shown, if it is not.
function imageProblem(
  resource: PanelResource,
  row: PanelRow,
  { files, unreadable }: ImageFiles
) {
  const field = imageFields[resource]
  const upload = field ? uploadIdOf(row[field]) : null
  if (!upload || files.has(upload)) return null
  const reason = unreadable.get(upload)
  return reason
    ? `/uploads/${upload} cannot be read as an image (${reason}); upload it again`
    : `/uploads/${upload} is not in the database; choose another image`
}

function toNode(
  { createNodeId, createContentDigest }: Helpers,
  resource: PanelResource,
  row: PanelRow,
  files: Map<string, string>,
  clean: HtmlCleaner,
  code: string
) {
  const type = panelTypes[resource]
  const { id, ...fields } = row
  const node: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(fields)) {
    node[name] = value === "" || value === undefined ? null : value
  }
  for (const name of Object.keys(node)) {
    if (dateFields.has(name) && !isDate(node[name])) node[name] = null
  }
  const html = htmlFields[resource]
  if (html) {
    const cleaned =
      typeof node[html.html] === "string"
        ? clean.html(node[html.html] as string)
        : ""
    node[html.html] = cleaned || null
    node.summary =
      (html.summary && node[html.summary]) ||
      summaryOf(clean.text(cleaned)) ||
      null
  }
  const image = imageFields[resource]
  if (image) {
    const url = node[image]
    const upload = uploadIdOf(url)
    node.imageFile = upload ? (files.get(upload) ?? null) : null
    // An upload the database no longer holds would be a broken image: shown as none.
    if (upload && !node.imageFile) node[image] = null
    else if (!upload && !isSafeUrl(url, { httpsOnly: true })) node[image] = null
  }
  const link = linkFields[resource]
  if (link && !isSafeUrl(node[link])) node[link] = null
  return {
    ...node,
    recordId: id,
    id: createNodeId(`${type}-${id}`),
    parent: null,
    children: [],
    internal: {
      type,
      // A node changes when its record does or when the code that shapes it does (a new
      // sanitising rule cleans every page again), and only then: Gatsby rebuilds just those pages.
      contentDigest: createContentDigest({ row, code }),
    },
  }
}

// An approved teacher's public profile (common/panel-content.ts reads nothing else), its photo
// shaped like a record's image; their courses are linked by the schema (schema.ts).
function teacherNode(
  { createNodeId, createContentDigest }: Helpers,
  row: PanelRow,
  files: Map<string, string>,
  code: string
) {
  const { id, ...fields } = row
  const node: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(fields))
    node[name] = value === "" || value === undefined ? null : value
  const upload = uploadIdOf(node.photo)
  node.photoFile = upload ? (files.get(upload) ?? null) : null
  if (upload ? !node.photoFile : !isSafeUrl(node.photo, { httpsOnly: true }))
    node.photo = null
  return {
    ...node,
    recordId: id,
    id: createNodeId(`${PANEL_TEACHER}-${id}`),
    parent: null,
    children: [],
    internal: {
      type: PANEL_TEACHER,
      contentDigest: createContentDigest({ row, code }),
    },
  }
}

// The files whose code decides what a node holds. The plugin's package.json has a version, so that
// Gatsby keeps its cache when only the plugin's tests or README change; this digest is what makes
// a change of the shaping code, or of common/sanitize.ts, reach every node all the same.
const shapingCode = [
  "plugins/gatsby-source-panel/source.ts",
  "plugins/gatsby-source-panel/schema.ts",
  "common/panel-content.ts",
  "common/sanitize.ts",
  "common/links.ts",
]

async function codeDigest(directory: string) {
  const hash = createHash("sha256")
  for (const file of shapingCode)
    hash.update(await readFile(path.join(directory, file)))
  return hash.digest("hex")
}

function isDate(value: unknown) {
  return typeof value === "string" && !Number.isNaN(Date.parse(value))
}

type HtmlCleaner = {
  html: (html: string) => string
  text: (html: string) => string
}

function htmlCleaner(): HtmlCleaner {
  // One DOM for the whole build; DOMPurify parses each field into it and serialises the result.
  const { window } = new JSDOM("")
  const purify = createDOMPurify(window as unknown as WindowLike)
  return {
    html: (html) => sanitizeWith(purify, html),
    // Text of HTML already cleaned: a <template> parses it without running or loading anything.
    text(html) {
      const template = window.document.createElement("template")
      template.innerHTML = html.replace(
        /<\/(p|h[1-6]|li|div|blockquote)>/gi,
        "</$1> "
      )
      return template.content.textContent ?? ""
    },
  }
}

// The first SUMMARY_LENGTH characters or so, cut at a word.
export function summaryOf(text: string): string {
  const words = text.replace(/\s+/g, " ").trim()
  if (words.length <= SUMMARY_LENGTH) return words
  const cut = words.slice(0, SUMMARY_LENGTH + 1)
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[\s,;:.]+$/, "")}…`
}

interface ImageFiles {
  // Upload id -> File node id.
  files: Map<string, string>
  // Upload id -> why it cannot be read.
  unreadable: Map<string, string>
}

/**
 * The uploaded images that records name, as File nodes: each is read whole once (checkImage), and
 * written into the plugin's cache folder under its content hash with a mark that it was, so a
 * later build reads only the images it has not seen. An image that cannot be read gets no File
 * node (gatsby-plugin-image would fail the whole build on it).
 */
async function createImageFiles(
  helpers: Helpers,
  store: PanelStore,
  content: PanelContent
): Promise<ImageFiles> {
  const named = new Set<string>()
  for (const [resource, field] of Object.entries(imageFields)) {
    for (const row of content.records[resource as PanelResource]) {
      const upload = uploadIdOf(row[field])
      if (upload) named.add(upload)
    }
  }
  for (const teacher of content.teachers) {
    const upload = uploadIdOf(teacher.photo)
    if (upload) named.add(upload)
  }
  const files = new Map<string, string>()
  const unreadable = new Map<string, string>()
  for (const upload of content.uploads) {
    if (!named.has(upload.id)) continue
    const file = path.join(helpers.cache.directory, upload.sha256, upload.id)
    const checked = `${file}.checked`
    if (!existsSync(checked)) {
      const data = existsSync(file)
        ? await readFile(file)
        : await store.uploadData(upload.id)
      if (!data) continue
      const problem = await checkImage(data)
      if (problem) {
        unreadable.set(upload.id, problem)
        continue
      }
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, data)
      await writeFile(checked, "")
    }
    const fileNode = await createFileNode(file, helpers.createNodeId)
    // File nodes belong to gatsby-source-filesystem, as with createRemoteFileNode.
    await helpers.actions.createNode(fileNode, {
      name: "gatsby-source-filesystem",
    })
    files.set(upload.id, fileNode.id)
  }
  return { files, unreadable }
}

/**
 * Why an image cannot be processed, or null when it can: it is decoded whole, as gatsby-plugin-sharp
 * will (sharp, which stops at the first decoding warning, and at more than the pixels an upload
 * may have), into a thumbnail so that memory stays small. The server checks the same at upload;
 * this catches what was stored before it did, or by other means.
 */
export async function checkImage(data: Buffer): Promise<string | null> {
  try {
    await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS })
      .resize(32, 32, { fit: "inside" })
      .raw()
      .toBuffer()
    return null
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return message.trim().split("\n")[0] || "unreadable"
  }
}
