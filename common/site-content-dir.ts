import { spawnSync } from "node:child_process"
import path from "node:path"

// The folder a build reads its content from (common/site-content.ts), for gatsby-config and
// gatsby-node. Gatsby loads its config synchronously and the database is read asynchronously,
// so a child process writes the folder (scripts/site-content.ts, under tsx) once per build; the
// answer is kept in SITE_CONTENT_DIR, which Gatsby's workers inherit when they load the config
// again, so they read the same folder without writing it a second time.
export function siteContentDir(root: string): string {
  const known = process.env.SITE_CONTENT_DIR?.trim()
  if (known) return known
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, "node_modules", "tsx", "dist", "cli.mjs"),
      path.join(root, "scripts", "site-content.ts"),
    ],
    {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    }
  )
  if (result.status !== 0)
    throw new Error(
      "The published edits of the site's files could not be read (see above)"
    )
  const dir = result.stdout.trim()
  process.env.SITE_CONTENT_DIR = dir
  return dir
}

export type ModuleRequest = { request: string; context?: string }

/**
 * For webpack's NormalModuleReplacementPlugin: a request of a file under `contentRoot` (the
 * site's code importing `../../content/data/search.json`) is pointed at the same file under
 * `contentDir`, the build's copy; any other request is left as it is. Relative requests only,
 * as the site's code makes them (webpack resolves them from the importing file's folder).
 */
export function intoContentCopy(contentRoot: string, contentDir: string) {
  return (resource: ModuleRequest) => {
    // Packages' files (a bare request) are never content.
    if (!resource.request.startsWith(".")) return
    const file = path.resolve(resource.context ?? "", resource.request)
    const inContent = path.relative(contentRoot, file)
    if (inContent && !inContent.startsWith("..") && !path.isAbsolute(inContent))
      resource.request = path.join(contentDir, inContent)
  }
}
