// Readable addresses of blog posts and programmes (/blog/{slug}, /service/{slug}): how a slug is
// made from a title, and which slugs a record may not have. The server makes and checks them; the
// panel suggests one as the title is typed. Browser-safe: plain string work, no dependency.

export const SLUG_MAX = 80

// The form a slug must have; empty means "make one from the title" (schemas/content.ts).
export const SLUG_FORM = "^[a-z0-9-]*$"

// Letters that Unicode does not split into a base letter and an accent, spelled as a person
// writing them in plain ASCII would.
const SPELLED: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ð: "d",
  þ: "th",
  ł: "l",
  ı: "i",
  ħ: "h",
  ŋ: "n",
}

// The word a slug falls back on when a title gives none (an emoji, punctuation), per resource.
export const SLUG_FALLBACK = { blogs: "post", programmes: "programme" } as const

// Words a page address under /blog or /service cannot be: the build's own files and folders
// (index.html, page-data) and the words a later screen of the site may want (new, edit).
export const RESERVED_SLUGS = ["index", "page-data", "new", "edit", "preview"]

/**
 * A title as a slug: lowercase ASCII words joined by hyphens, accents dropped ('Énergie & Öl' is
 * energie-ol), cut at a word to at most SLUG_MAX characters. Empty when the title has no letter
 * or digit of the Latin alphabet (an emoji, punctuation).
 */
export function slugify(title: string, max = SLUG_MAX): string {
  const plain = title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/\p{M}+/gu, "")
    .replace(/[ßæœøđðþłıħŋ]/g, (letter) => SPELLED[letter])
    // An apostrophe joins a word: "don't" is dont, not don-t.
    .replace(/['’]/g, "")
  let slug = ""
  for (const word of plain.split(/[^a-z0-9]+/).filter(Boolean)) {
    const next = slug ? `${slug}-${word}` : word
    if (next.length > max) return slug || word.slice(0, max)
    slug = next
  }
  return slug
}

/**
 * Why a slug may not be a record's, or null. All digits, or 24 hexadecimal characters, read as a
 * record's id (/blog/{id} answers for the id and redirects); a reserved word names a file of the
 * build; hyphens alone name nothing, and hyphens at an end or two together would be dropped from
 * the page's address by the build (Gatsby's File System Route API slugifies the value again).
 */
export function slugProblem(slug: string): string | null {
  if (slug.length > SLUG_MAX)
    return `slug must be at most ${SLUG_MAX} characters`
  if (!new RegExp(SLUG_FORM).test(slug))
    return "slug may contain only lowercase letters a-z, digits and hyphens"
  if (!/[a-z0-9]/.test(slug)) return "slug must contain a letter or a digit"
  // The build names the page by the slug cleaned once more, which would drop these hyphens.
  if (/^-|-$|--/.test(slug))
    return "slug must not start or end with a hyphen, nor have two together"
  if (/^[0-9]+$/.test(slug) || /^[0-9a-f]{24}$/.test(slug))
    return "slug must not look like a record's id: add a word"
  if (RESERVED_SLUGS.includes(slug))
    return `slug must not be "${slug}", which the site keeps for itself`
  return null
}

/**
 * The slug a title suggests: its slugify, or `fallback` (a word for the kind of record, such as
 * post) when the title gives nothing usable; a result that is reserved or looks like an id gets
 * the fallback before it.
 */
export function slugFromTitle(title: string, fallback: string): string {
  const slug = slugify(title)
  if (!slug) return fallback
  if (!slugProblem(slug)) return slug
  return slugify(`${fallback} ${slug}`)
}

/** `slug` with the suffix -n, cut so that the whole stays within SLUG_MAX. */
export function withSuffix(slug: string, n: number): string {
  const suffix = `-${n}`
  return `${slug.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, "")}${suffix}`
}

/** `slug`, or the first of slug-2, slug-3, … that is not taken. */
export function uniqueSlug(slug: string, taken: (slug: string) => boolean) {
  if (!taken(slug)) return slug
  for (let n = 2; ; n++) {
    const candidate = withSuffix(slug, n)
    if (!taken(candidate)) return candidate
  }
}
