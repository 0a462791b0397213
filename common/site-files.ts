import { createHash } from "node:crypto"
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import matter from "gray-matter"
import { parse, type DocumentNode } from "graphql"
import { shapeOf } from "./content-shapes"
import type { SiteFileShape } from "./site-file-shape"
import { SITE_FILE_GROUPS, type SiteFileGroup } from "../schemas/site-files"

// The content files staff may edit in the panel: every JSON and MDX file of content/ but the
// route table (configuration: which page is at which address), the seed of a fresh database
// (the panel keeps those records) and the images' folder, each as a person thinks of it: a
// title, the address its page has, and the heading the panel lists it under, as the site's menu
// groups the pages. Node only: it reads the folder. The server checks every path a route names
// against this list, so nothing outside it is ever read or answered.

export type SiteFileKind = "json" | "mdx"

export interface SiteFileEntry {
  // The file's path under content/, with '/' (pages/faq.json).
  path: string
  kind: SiteFileKind
  title: string
  // The page's public path, or null for a file no page of its own shows (menus, footer…).
  address: string | null
  group: SiteFileGroup
}

export { SITE_FILE_GROUPS, type SiteFileGroup }

const EXCLUDED = [/^data\/routes\.json$/, /^seed\//, /^images\//]

// The files no page of their own shows, by name: what every page (or the server) reads.
const DATA_TITLES: Record<string, string> = {
  "site.json": "Site: offices and social links",
  "data/home.json": "Home page",
  "data/menus.json": "Menus",
  "data/footer.json": "Footer",
  "data/forms.json": "Forms and messages",
  "data/error-page.json": "Error page",
  "data/search.json": "Site search",
  "data/sectors.json": "Industries",
  "data/offerings.json": "Services and products (link badges)",
  "data/article-page.json": "Articles: the words around every article",
  "data/panel-blocks.json": "Headings of the panel's blocks",
  "data/newsletter-consent.json": "Newsletter: consent wording",
  "data/newsletter-pages.json":
    "Newsletter: confirmation and unsubscribe pages",
}

// The JSON pages by the menu's groups; a page not named here is under 'News and FAQ'.
const PAGE_GROUPS: Record<string, SiteFileGroup> = {
  "pages/cost-and-value-philosophy.json": "Philosophy",
  "pages/about.json": "Philosophy",
  "pages/success-formula-disruptive-and-controlled.json": "Services",
  "pages/supply-chain-by-sla.json": "Services",
  "pages/codex-supply-chain.json": "Systems and AI",
  "pages/cm-for-contract.json": "Systems and AI",
  "pages/ai-ecosystem.json": "Systems and AI",
  "pages/skillset-development.json": "Academy",
  "data/article-page.json": "Articles and case studies",
  "data/home.json": "Home",
}

function groupOf(file: string, kind: SiteFileKind): SiteFileGroup {
  if (PAGE_GROUPS[file]) return PAGE_GROUPS[file]
  if (file.startsWith("services/")) return "Services"
  if (file.startsWith("articles/")) return "Articles and case studies"
  if (file.startsWith("pages/"))
    return kind === "mdx" ? "Legal" : "News and FAQ"
  return "Site-wide"
}

const walk = (dir: string): string[] =>
  (readdirSync(dir, { recursive: true, encoding: "utf8" }) as string[])
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => /\.(json|mdx)$/.test(file))
    .filter((file) => !EXCLUDED.some((pattern) => pattern.test(file)))
    .sort()

function describe(
  contentDir: string,
  file: string,
  brand: string
): SiteFileEntry {
  const kind: SiteFileKind = file.endsWith(".mdx") ? "mdx" : "json"
  const text = readFileSync(path.join(contentDir, file), "utf8")
  const fields = (
    kind === "mdx" ? matter(text, {}).data : JSON.parse(text)
  ) as Record<string, unknown>
  const slug =
    typeof fields.slug === "string"
      ? fields.slug.replace("{brand}", brand)
      : null
  const title =
    DATA_TITLES[file] ??
    (typeof fields.title === "string" ? fields.title : file)
  return {
    path: file,
    kind,
    title,
    address: file === "data/home.json" ? "/" : slug,
    group: groupOf(file, kind),
  }
}

const catalogues = new Map<string, SiteFileEntry[]>()

/** Every editable file of `contentDir`, in the panel's order: by group, then by title. */
export function siteFiles(contentDir: string): SiteFileEntry[] {
  let found = catalogues.get(contentDir)
  if (!found) {
    const site = JSON.parse(
      readFileSync(path.join(contentDir, "site.json"), "utf8")
    ) as { brand: string }
    found = walk(contentDir)
      .map((file) => describe(contentDir, file, site.brand))
      .sort(
        (a, b) =>
          SITE_FILE_GROUPS.indexOf(a.group) -
            SITE_FILE_GROUPS.indexOf(b.group) ||
          a.title.localeCompare(b.title, "en")
      )
    catalogues.set(contentDir, found)
  }
  return found
}

/** The entry of an editable file, or null for any other path (`..`, routes.json, seed/…). */
export function siteFile(
  contentDir: string,
  file: string
): SiteFileEntry | null {
  return siteFiles(contentDir).find((entry) => entry.path === file) ?? null
}

/** The file as the repository has it. */
export const shippedText = (contentDir: string, file: string) =>
  readFileSync(path.join(contentDir, file), "utf8")

export const sha256 = (text: string) =>
  createHash("sha256").update(text).digest("hex")

const schemas = new Map<string, DocumentNode>()

/** The file's shape (an MDX file's: its frontmatter's), from content/schema.graphql. */
export function siteFileShape(contentDir: string, file: string): SiteFileShape {
  let document = schemas.get(contentDir)
  if (!document) {
    document = parse(
      readFileSync(path.join(contentDir, "schema.graphql"), "utf8")
    )
    schemas.set(contentDir, document)
  }
  const list =
    file.endsWith(".json") &&
    Array.isArray(JSON.parse(shippedText(contentDir, file)))
  return shapeOf(document, file, list)
}

/**
 * Where a preview of the file shows it: its page, or the home page for what every page shows
 * (menus, footer, forms, site.json and the other data files).
 */
export const previewAddress = (entry: SiteFileEntry) => entry.address ?? "/"

/** The files whose preview is the home page. */
export const homePreviewFiles = (contentDir: string) =>
  siteFiles(contentDir)
    .filter((entry) => entry.address === null)
    .map((entry) => entry.path)
