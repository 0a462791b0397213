import { createHash } from "node:crypto"
import { existsSync } from "node:fs"
import { mkdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import type { Node, SourceNodesArgs } from "gatsby"
import {
  openPanelStore,
  panelResources,
  panelTypes,
  uploadIdOf,
  type PanelContent,
  type PanelResource,
  type PanelRow,
  type PanelStore,
} from "../../common/panel-content"
import {
  htmlCleaner,
  imageFields,
  nodeFields,
  type HtmlCleaner,
} from "../../common/panel-nodes"
import { siteDay } from "../../common/site-dates"

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

/**
 * Reads the panel's published records and creates one node per record, plus a File node per
 * uploaded image a record names, and the PanelSite node with the day the build is made on.
 * Returns the digest of what it read, which the build records beside its output.
 */
export async function sourcePanelNodes(
  helpers: Helpers,
  { databaseUrl, directory, now = () => new Date() }: SourceOptions
): Promise<string> {
  const store = openPanelStore(databaseUrl)
  try {
    const content = await store.content()
    const files = await createImageFiles(helpers, store, content)
    const clean = htmlCleaner()
    const code = await codeDigest(directory)
    let count = 0
    for (const resource of panelResources) {
      for (const row of content.records[resource]) {
        helpers.actions.createNode(
          toNode(helpers, resource, row, files, clean, code)
        )
        count++
      }
    }
    // Only this node changes from one day to the next, so a build on a new day redoes only the
    // pages that query it (/news-and-events), not every page.
    sourcedDay = siteDay(now())
    helpers.actions.createNode({
      today: sourcedDay,
      id: helpers.createNodeId(SITE_DAY_TYPE),
      parent: null,
      children: [],
      internal: {
        type: SITE_DAY_TYPE,
        contentDigest: helpers.createContentDigest(sourcedDay),
      },
    })
    helpers.reporter.info(
      count
        ? `gatsby-source-panel: ${count} records and ${files.size} uploaded images`
        : "gatsby-source-panel: the database holds no published records yet"
    )
    return content.digest
  } finally {
    await store.close()
  }
}

let sourcedDay: string | null = null

/** The day the last sourcing judged upcoming events by; the build marker records it. */
export const sourcedToday = () => sourcedDay

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
  const node = nodeFields(resource, fields, clean)
  const image = imageFields[resource]
  if (image) {
    const upload = uploadIdOf(node[image])
    node.imageFile = upload ? (files.get(upload) ?? null) : null
    // An upload the database no longer holds would be a broken image: shown as none.
    if (upload && !node.imageFile) node[image] = null
  }
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

// The files whose code decides what a node holds. The plugin's package.json has a version, so that
// Gatsby keeps its cache when only the plugin's tests or README change; this digest is what makes
// a change of the shaping code, or of common/sanitize.ts, reach every node all the same.
const shapingCode = [
  "plugins/gatsby-source-panel/source.ts",
  "plugins/gatsby-source-panel/schema.ts",
  "common/panel-content.ts",
  "common/panel-nodes.ts",
  "common/sanitize.ts",
]

async function codeDigest(directory: string) {
  const hash = createHash("sha256")
  for (const file of shapingCode)
    hash.update(await readFile(path.join(directory, file)))
  return hash.digest("hex")
}

/**
 * The uploaded images that records name, as File nodes: each is written once into the plugin's
 * cache folder under its content hash, so a later build reads only the images it has not seen.
 * Returns upload id -> File node id.
 */
async function createImageFiles(
  helpers: Helpers,
  store: PanelStore,
  content: PanelContent
): Promise<Map<string, string>> {
  const named = new Set<string>()
  for (const [resource, field] of Object.entries(imageFields)) {
    for (const row of content.records[resource as PanelResource]) {
      const upload = uploadIdOf(row[field])
      if (upload) named.add(upload)
    }
  }
  const files = new Map<string, string>()
  for (const upload of content.uploads) {
    if (!named.has(upload.id)) continue
    const file = path.join(helpers.cache.directory, upload.sha256, upload.id)
    if (!existsSync(file)) {
      const data = await store.uploadData(upload.id)
      if (!data) continue
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, data)
    }
    const fileNode = await createFileNode(file, helpers.createNodeId)
    // File nodes belong to gatsby-source-filesystem, as with createRemoteFileNode.
    await helpers.actions.createNode(fileNode, {
      name: "gatsby-source-filesystem",
    })
    files.set(upload.id, fileNode.id)
  }
  for (const missing of [...named].filter((id) => !files.has(id))) {
    helpers.reporter.warn(
      `gatsby-source-panel: /uploads/${missing} is named by a record but not in the database; shown as no image`
    )
  }
  return files
}
