import { createHash } from "node:crypto"
import { existsSync } from "node:fs"
import { mkdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"
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
import {
  describeImageFields,
  htmlCleaner,
  imageFields,
  libraryImageFields,
  mediaLookup,
  nodeFields,
  type HtmlCleaner,
  type MediaLookup,
} from "../../common/panel-nodes"
import { isSafeUrl } from "../../common/links"
import { siteDay } from "../../common/site-dates"
import { MAX_IMAGE_PIXELS } from "../../common/uploads"

export { summaryOf } from "../../common/panel-nodes"

// sourceNodes of gatsby-node.ts, apart so Jest can run it with a fake Gatsby.

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
  /** The build's clock (tests give their own). */
  now?: () => Date
}

/** The day the build judges upcoming events by (common/site-dates.ts), as a node of its own. */
export const SITE_DAY_TYPE = "PanelSite"

export interface Sourced {
  // The digest of what was read, which the build records beside its output.
  digest: string
  // Records published without their image, one sentence each, for the build log and the panel.
  warnings: string[]
  // The day in Europe/Amsterdam the build split the events into upcoming and past on.
  today: string
}

/**
 * Reads the panel's published records and creates one node per record, plus a File node per
 * uploaded image a record names, and the PanelSite node with the day the build is made on. A
 * record whose image cannot be used is published without it, with a warning: one bad file never
 * fails the build.
 */
export async function sourcePanelNodes(
  helpers: Helpers,
  { databaseUrl, directory, now = () => new Date() }: SourceOptions
): Promise<Sourced> {
  const store = openPanelStore(databaseUrl)
  try {
    const content = await store.content()
    const images = await createImageFiles(helpers, store, content)
    const clean = htmlCleaner()
    const media = mediaLookup(content.media)
    const shape: Shaping = {
      files: images.files,
      clean,
      code: await codeDigest(directory),
      media,
    }
    const warnings: string[] = []
    let count = 0
    for (const resource of panelResources) {
      for (const row of content.records[resource]) {
        const node = toNode(helpers, resource, row, shape)
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
      helpers.actions.createNode(teacherNode(helpers, row, shape))
      count++
    }
    // Only this node changes from one day to the next, so a build on a new day redoes only the
    // pages that query it (/news-and-events), not every page.
    const today = siteDay(now())
    helpers.actions.createNode({
      today,
      id: helpers.createNodeId(SITE_DAY_TYPE),
      parent: null,
      children: [],
      internal: {
        type: SITE_DAY_TYPE,
        contentDigest: helpers.createContentDigest(today),
      },
    })
    helpers.reporter.info(
      count
        ? `gatsby-source-panel: ${count} records and ${images.files.size} uploaded images`
        : "gatsby-source-panel: the database holds no published records yet"
    )
    return { digest: content.digest, warnings, today }
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

// What shapes every node: the File nodes of the uploads, the HTML cleaner, the digest of the
// shaping code and the media library.
interface Shaping {
  files: Map<string, string>
  clean: HtmlCleaner
  code: string
  media: MediaLookup
}

function toNode(
  { createNodeId, createContentDigest }: Helpers,
  resource: PanelResource,
  row: PanelRow,
  { files, clean, code, media }: Shaping
) {
  const type = panelTypes[resource]
  const { id, ...fields } = row
  const node = nodeFields(resource, fields, clean, media)
  const image = imageFields[resource]
  if (image) {
    const upload = uploadIdOf(node[image])
    node.imageFile = upload ? (files.get(upload) ?? null) : null
    // An upload the database no longer holds would be a broken image: shown as none.
    if (upload && !node.imageFile) {
      node[image] = null
      describeImageFields(node, [image], media)
    }
  }
  // A page's address; a version published before slugs were has none, and keeps its id's.
  if ((resource === "blogs" || resource === "programmes") && !node.slug)
    node.slug = id
  return {
    ...node,
    recordId: id,
    id: createNodeId(`${type}-${id}`),
    parent: null,
    children: [],
    internal: {
      type,
      // A node changes when its record does, when the description of an image it shows does
      // (the node holds it), or when the code that shapes it does (a new sanitising rule cleans
      // every page again), and only then: Gatsby rebuilds just those pages.
      contentDigest: createContentDigest({ row, code, node }),
    },
  }
}

// An approved teacher's public profile (common/panel-content.ts reads nothing else), its photo
// shaped like a record's image; their courses are linked by the schema (schema.ts).
function teacherNode(
  { createNodeId, createContentDigest }: Helpers,
  row: PanelRow,
  { files, code, media }: Shaping
) {
  const { id, ...fields } = row
  const node: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(fields))
    node[name] = value === "" || value === undefined ? null : value
  const upload = uploadIdOf(node.photo)
  node.photoFile = upload ? (files.get(upload) ?? null) : null
  if (upload ? !node.photoFile : !isSafeUrl(node.photo, { httpsOnly: true }))
    node.photo = null
  describeImageFields(node, libraryImageFields.teachers, media)
  return {
    ...node,
    recordId: id,
    id: createNodeId(`${PANEL_TEACHER}-${id}`),
    parent: null,
    children: [],
    internal: {
      type: PANEL_TEACHER,
      contentDigest: createContentDigest({ row, code, node }),
    },
  }
}

// The files whose code decides what a node holds. The plugin's package.json has a version, so that
// Gatsby keeps its cache when only the plugin's tests or README change; this digest is what makes
// a change of the shaping code, or of the rich-text rules, reach every node all the same.
const shapingCode = [
  "plugins/gatsby-source-panel/source.ts",
  "plugins/gatsby-source-panel/schema.ts",
  "common/panel-content.ts",
  "common/panel-nodes.ts",
  "common/rich-text.ts",
  "common/links.ts",
]

async function codeDigest(directory: string) {
  const hash = createHash("sha256")
  for (const file of shapingCode)
    hash.update(await readFile(path.join(directory, file)))
  return hash.digest("hex")
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
