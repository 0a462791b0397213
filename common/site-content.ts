import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  rmdirSync,
  statSync,
  writeFileSync,
} from "node:fs"
import path from "node:path"
import { openPanelStore, type PanelStore } from "./panel-content"
import { layOver, UPLOADED_IMAGES } from "./site-files-overlay"

// The content a build reads: content/ itself while no edit of a site file is published (so its
// pages are exactly those of the repository), else a copy of it with the published texts laid
// over, written into the site folder's own SITE_CONTENT_FOLDER. The checkout's content/ is only
// ever written by `npm run content:export`, which a developer runs to commit the edits.

// At the site folder's root, gitignored, and not inside .cache/: Gatsby empties .cache/ when its
// plugins or config change, after the config (which writes this folder) has been read.
export const SITE_CONTENT_FOLDER = ".site-content"

// The files that differ from content/: each edited file's text and the library's images it names.
async function editedFiles(
  store: PanelStore,
  contentDir: string
): Promise<Map<string, Buffer>> {
  const content = await store.content()
  const { texts, uploads } = layOver(
    content.siteFiles,
    contentDir,
    content.media
  )
  const files = new Map<string, Buffer>()
  for (const [file, text] of texts) files.set(file, Buffer.from(text))
  for (const id of uploads) {
    const data = await store.uploadData(id)
    // A build that showed the page without its picture would hide the fault until a visitor saw it.
    if (!data)
      throw new Error(
        `A published site file names /uploads/${id}, which the database does not hold`
      )
    files.set(`${UPLOADED_IMAGES}/${id}`, data)
  }
  return files
}

/**
 * Writes the build's content folder for the database at `databaseUrl` and returns the folder the
 * build is to read: `root`/content when no edit is published, else `root`/SITE_CONTENT_FOLDER.
 */
export async function prepareSiteContent(
  root: string,
  databaseUrl: string
): Promise<string> {
  const contentDir = path.join(root, "content")
  const target = path.join(root, SITE_CONTENT_FOLDER)
  const store = openPanelStore(databaseUrl)
  try {
    const edited = await editedFiles(store, contentDir)
    if (!edited.size) {
      rmSync(target, { recursive: true, force: true })
      return contentDir
    }
    const files = new Map<string, Buffer | string>()
    for (const file of filesUnder(contentDir))
      files.set(file, path.join(contentDir, file))
    for (const [file, data] of edited) files.set(file, data)
    writeTree(target, files)
    return target
  } finally {
    await store.close()
  }
}

/** Writes the published edits (and the library images they name) into `root`/content, and
 * returns the paths it changed, under content/. */
export async function exportSiteFiles(
  root: string,
  databaseUrl: string
): Promise<string[]> {
  const contentDir = path.join(root, "content")
  const store = openPanelStore(databaseUrl)
  try {
    const edited = await editedFiles(store, contentDir)
    return [...edited].flatMap(([file, data]) =>
      writeIfChanged(contentDir, file, data) ? [file] : []
    )
  } finally {
    await store.close()
  }
}

// Every file under `dir`, as paths relative to it with `/` between steps.
function filesUnder(dir: string, prefix = ""): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap(
    (entry) => {
      const file = prefix ? `${prefix}/${entry.name}` : entry.name
      if (entry.isDirectory()) return filesUnder(dir, file)
      return entry.isFile() ? [file] : []
    }
  )
}

// Makes `target` hold exactly `files` (a buffer, or the path of the file to copy): a file that is
// already right is left alone, so its time stays and Gatsby's cache keeps what it made of it.
function writeTree(target: string, files: Map<string, Buffer | string>) {
  mkdirSync(target, { recursive: true })
  for (const [file, source] of files) {
    const data = typeof source === "string" ? readFileSync(source) : source
    writeIfChanged(target, file, data)
  }
  for (const file of filesUnder(target))
    if (!files.has(file)) rmSync(path.join(target, file))
  removeEmptyFolders(target)
}

// Whether the file had to be written.
function writeIfChanged(dir: string, file: string, data: Buffer): boolean {
  const to = path.join(dir, file)
  try {
    if (readFileSync(to).equals(data)) return false
  } catch {
    mkdirSync(path.dirname(to), { recursive: true })
  }
  // Written beside and renamed, so a reader never sees half a file.
  const part = `${to}.${process.pid}.part`
  writeFileSync(part, data)
  renameSync(part, to)
  return true
}

function removeEmptyFolders(dir: string): boolean {
  let empty = true
  for (const entry of readdirSync(dir)) {
    const inner = path.join(dir, entry)
    if (statSync(inner).isDirectory() && removeEmptyFolders(inner))
      rmdirSync(inner)
    else empty = false
  }
  return empty
}
