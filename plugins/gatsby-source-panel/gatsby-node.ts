// https://www.gatsbyjs.com/docs/how-to/plugins-and-themes/creating-a-source-plugin/
import { randomUUID } from "node:crypto"
import { rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import {
  BUILD_MARKER,
  DEFAULT_DATABASE_URL,
  type BuildMarker,
} from "../../common/panel-content"
import { typeDefs } from "./schema"
import { sourcePanelNodes, type Sourced } from "./source"

// The records an administrator saves in the panel, read from the server's database at build
// time (DATABASE_URL, as the server reads it) and put into GraphQL as typed nodes. See README.md.

type PluginOptions = { databaseUrl?: string }

// The database the server uses: the same variable, the same default.
const databaseUrlOf = (options: PluginOptions) =>
  options.databaseUrl?.trim() ||
  process.env.DATABASE_URL?.trim() ||
  DEFAULT_DATABASE_URL

let sourced: Sourced | null = null

const markerFile = (directory: string) =>
  path.join(directory, "public", BUILD_MARKER)

// A public/ without the marker is not a finished build: it goes before the build touches public/,
// and comes back only once the build is through (onPostBuild).
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ store }) => {
  rmSync(markerFile(store.getState().program.directory), { force: true })
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] =
  ({ actions }) => {
    actions.createTypes(typeDefs)
  }

export const sourceNodes: GatsbyNode["sourceNodes"] = async (args, options) => {
  sourced = await sourcePanelNodes(args, {
    databaseUrl: databaseUrlOf(options as PluginOptions),
    directory: args.store.getState().program.directory,
  })
}

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store }) => {
  const marker: BuildMarker = {
    buildId: randomUUID(),
    builtAt: new Date().toISOString(),
    digest: sourced?.digest ?? "",
    // Records published without their image, for the panel (GET /api/admin/publish).
    warnings: sourced?.warnings ?? [],
    // Inlined into the site's and the panel's scripts by webpack (api-client/index.ts).
    apiUrl: process.env.GATSBY_API_URL?.trim() ?? "",
    // What /news-and-events calls today: the server rebuilds once a new day changes what it shows.
    today: sourced?.today,
  }
  writeFileSync(
    markerFile(store.getState().program.directory),
    `${JSON.stringify(marker)}\n`
  )
}
