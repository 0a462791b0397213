import matter from "gray-matter"
import { shapeProblem, type ShapeProblem } from "./content-shapes"
import { lineOf, scanJson } from "./json-lines"
import type { SiteFileShape } from "./site-file-shape"

// Whether a content file's new text may be saved: JSON that parses and fits the file's shape
// (content-shapes.ts), MDX whose frontmatter fits MdxFrontmatter and whose body compiles, no
// read-only value changed from the repository's file, and no version of the newsletter's consent
// wording that visitors may have agreed to changed or taken away. Each refusal names its line in
// the file, so a broken file never reaches a build and its editor knows where to look. Node only
// (gray-matter reads files too); the server and the build call it.

export type SiteFileCheck =
  { ok: true } | { ok: false; message: string; line: number }

// The body's compile, which the caller runs where it can (the server, in a worker thread):
// null when it compiles, else the message and the line within the body.
export type CompileMdx = (
  body: string
) => Promise<{ message: string; line: number | null } | null>

export interface CheckContext {
  shape: SiteFileShape
  // The file as the repository has it.
  shipped: string
  // The live edit's text, when one is published: what visitors may have seen.
  published?: string | null
  compileMdx?: CompileMdx
}

const refuse = (message: string, line: number): SiteFileCheck => ({
  ok: false,
  message: `Line ${line}: ${message}`,
  line,
})

export const CONSENT_FILE = "data/newsletter-consent.json"

/** Whether `text` may be saved as the content file at `path`. */
export async function validateSiteFile(
  path: string,
  text: string,
  context: CheckContext
): Promise<SiteFileCheck> {
  return path.endsWith(".mdx")
    ? checkMdx(text, context)
    : checkJson(path, text, context)
}

function checkJson(
  path: string,
  text: string,
  context: CheckContext
): SiteFileCheck {
  const syntax = scanJson(text)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    // The scanner and JSON.parse agree on what is JSON; should they not, JSON.parse decides.
    return syntax
      ? refuse(`the JSON does not parse: ${syntax.message}`, syntax.line)
      : refuse(`the JSON does not parse: ${String(error).slice(0, 200)}`, 1)
  }
  const shipped = JSON.parse(context.shipped) as unknown
  const problem = shapeProblem(context.shape, value, shipped)
  if (problem) return refuse(problem.message, lineOf(text, problem.path))
  if (path === CONSENT_FILE) {
    const consent = consentProblem(value as Consent, [
      shipped as Consent,
      ...(context.published ? [JSON.parse(context.published) as Consent] : []),
    ])
    if (consent) return refuse(consent.message, lineOf(text, consent.path))
  }
  return { ok: true }
}

interface Consent {
  current: string
  versions: { version: string; effective: string; text: string }[]
}

// The consent wording is proof of what visitors agreed to: a version shipped or published stays
// exactly as it was; new versions may be added, and `current` names one that exists.
function consentProblem(next: Consent, shown: Consent[]): ShapeProblem | null {
  for (const earlier of shown) {
    for (const version of earlier.versions) {
      const index = next.versions.findIndex(
        (v) => v.version === version.version
      )
      if (index < 0)
        return {
          path: ["versions"],
          message: `version ${version.version} of the consent wording has been shown to visitors and may not be taken away; add a new version instead`,
        }
      const kept = next.versions[index]
      if (kept.effective !== version.effective || kept.text !== version.text)
        return {
          path: ["versions", index],
          message: `version ${version.version} of the consent wording has been shown to visitors and may not change; add a new version and make it current instead`,
        }
    }
  }
  const names = next.versions.map((v) => v.version)
  const twice = names.find((name, i) => names.indexOf(name) !== i)
  if (twice !== undefined)
    return { path: ["versions"], message: `version ${twice} is listed twice` }
  if (!names.includes(next.current))
    return {
      path: ["current"],
      message: `current must name one of the versions (${names.join(", ")})`,
    }
  return null
}

// A YAML date (2024-05-01 without quotes) is read as a Date: Gatsby takes it as the same day.
const datesAsText = (data: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      value instanceof Date && !Number.isNaN(value.getTime())
        ? value.toISOString().slice(0, 10)
        : value,
    ])
  )

// The line of a frontmatter key (`title: …`), counting the opening '---' as line 1.
function frontmatterLine(raw: string, key: string | number | undefined) {
  // gray-matter keeps the line break after the opening '---'.
  const lines = raw.replace(/^\r?\n/, "").split("\n")
  const index =
    key === undefined
      ? -1
      : lines.findIndex((line) => line.startsWith(`${key}:`))
  return index < 0 ? 1 : index + 2
}

interface YamlError {
  mark?: { line?: number }
  reason?: string
  message?: string
}

async function checkMdx(
  text: string,
  context: CheckContext
): Promise<SiteFileCheck> {
  let parsed: { data: Record<string, unknown>; content: string; matter: string }
  try {
    // With options, gray-matter does not keep every text it has read in a cache.
    parsed = matter(text, {}) as unknown as typeof parsed
  } catch (error) {
    const yaml = error as YamlError
    const line = (yaml.mark?.line ?? 0) + 2
    return refuse(
      `the frontmatter does not parse: ${yaml.reason ?? yaml.message ?? String(error)}`,
      line
    )
  }
  if (!/^---\r?\n/.test(text))
    return refuse(
      "the file must begin with its frontmatter, between two '---' lines",
      1
    )
  const data = datesAsText(parsed.data ?? {})
  const shipped = datesAsText(
    (matter(context.shipped, {}).data ?? {}) as Record<string, unknown>
  )
  const problem = shapeProblem(context.shape, data, shipped)
  if (problem)
    return refuse(
      problem.message,
      frontmatterLine(parsed.matter, problem.path[0])
    )
  if (!context.compileMdx) return { ok: true }
  const compiled = await context.compileMdx(parsed.content)
  if (!compiled) return { ok: true }
  // The body starts after the frontmatter's lines.
  const before =
    text.slice(0, text.length - parsed.content.length).split("\n").length - 1
  return refuse(
    `the MDX does not compile: ${compiled.message}`,
    before + (compiled.line ?? 1)
  )
}
