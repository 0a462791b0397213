import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import { fillWords } from "../../../../common/fill-words"

// The wording a visitor agrees to when they sign up for the newsletter, by version
// (content/data/newsletter-consent.json; the site shows the current one beside the form and sends
// its version). A version is never edited once it has been shown: a new wording is a new version,
// so the ledger's version (and the digest of its text) says exactly what each subscriber saw.
// `{name}` stands for the company's name from content/site.json.

export interface ConsentVersion {
  version: string
  effective: string
  text: string
  // sha256 of the text as shown, kept with every sign-up.
  digest: string
}

export interface ConsentWording {
  current: ConsentVersion
  find(version: string): ConsentVersion | undefined
  all: ConsentVersion[]
}

export function readConsentWording(
  file: string,
  siteName: string
): ConsentWording {
  return consentWordingOf(
    JSON.parse(readFileSync(file, "utf8")),
    siteName,
    file
  )
}

/** The wording of `raw`, the parsed file (or its published edit, named `where` in errors). */
export function consentWordingOf(
  raw: unknown,
  siteName: string,
  where: string
): ConsentWording {
  const file = where
  const { current, versions } = (raw ?? {}) as {
    current?: unknown
    versions?: { version?: unknown; effective?: unknown; text?: unknown }[]
  }
  if (!Array.isArray(versions ?? []))
    throw new Error(`${file}: "versions" must be a list`)
  const all = (versions ?? []).map((entry) => {
    if (typeof entry?.version !== "string" || typeof entry.text !== "string")
      throw new Error(`${file}: every version needs a "version" and a "text"`)
    const text = fillWords(entry.text, { name: siteName })
    return {
      version: entry.version,
      effective: String(entry.effective ?? ""),
      text,
      digest: createHash("sha256").update(text).digest("hex"),
    }
  })
  const byVersion = new Map(all.map((entry) => [entry.version, entry]))
  const found = byVersion.get(String(current))
  if (!found)
    throw new Error(`${file}: "current" must name one of its versions`)
  return { current: found, find: (version) => byVersion.get(version), all }
}
