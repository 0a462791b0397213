// A published edit of one of the site's own content files, as the workflow keeps it: the row of
// `published` with resource `site-files`, id the file's path under content/ and data
// `{path, kind, text}`. The build lays these texts over content/ (common/site-files-overlay.ts),
// the server reads the few it uses itself (server/plugins/app/site-files), and
// `npm run content:export` writes them into content/.

export const SITE_FILES = "site-files"

export interface SiteFileText {
  path: string
  kind: "json" | "mdx"
  text: string
}

// Files staff never edit, whatever a row says: the route table and the seed records are the
// code's, and content/'s other files (schema.graphql, READMEs, images) are not texts of a page.
const NEVER = [/^seed\//, /^data\/routes\.json$/]

/**
 * Whether `path` may be laid over content/: a relative path of a JSON or MDX file of the kind
 * given, with no `.` or `..` step, outside what is never edited. The file must also exist in
 * content/ (a new page stays a developer's change), which the caller checks.
 */
export function isEditablePath(path: string, kind?: string): boolean {
  if (path.length > 300 || !/^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(path))
    return false
  if (path.split("/").some((step) => step === "" || /^\.+$/.test(step)))
    return false
  if (NEVER.some((pattern) => pattern.test(path))) return false
  const extension = path.endsWith(".json")
    ? "json"
    : path.endsWith(".mdx")
      ? "mdx"
      : null
  return extension !== null && (kind === undefined || kind === extension)
}
