// A content file's draft put into the data a page was built with: the built value (page data or a
// hook's static query result) gives the shape the page's query asked for, the draft its values.
// It does in the browser what the build's GraphQL layer does to a file (content/schema.graphql):
// `@proxy` fields, `{brand}` and `{name}` (`@site`), slugs linked to articles (`@link`), and image
// paths turned into the processed images the build made of them.

type Data = Record<string, unknown>

export interface Site {
  brand: string
  name: string
}

// schema.graphql's @proxy fields: a question's id and answer are the file's anchor and paragraphs.
const proxies: Record<string, string> = { id: "anchor", answer: "paragraphs" }

const isObject = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** What the build's `@site` does to a text (gatsby-node.ts withSite). */
export const withSite = (text: string, site: Site) =>
  text.replace("{brand}", site.brand).replace("{name}", site.name)

// An image as the build gives it: a File with its processed versions or its public address.
type ImageFile = {
  publicURL?: string
  childImageSharp?: {
    gatsbyImageData?: {
      layout?: string
      width?: number
      height?: number
      backgroundColor?: string
      images?: { fallback?: { src?: string; sizes?: string } }
    }
  } | null
}

const isImage = (value: unknown): value is ImageFile =>
  isObject(value) && ("childImageSharp" in value || "publicURL" in value)

// A library item's `src` (/uploads/…, or an https address) rather than a shipped relative path.
const isLibrarySrc = (path: string) => /^(\/|https?:)/.test(path)
const looksLikeImage = (path: string) =>
  /\.(avif|gif|jpe?g|png|svg|webp)$/i.test(path)

// The shipped file's name without its extension: the build keeps it in the processed image's
// address (/static/<digest>/<hash>/hero-wind.webp), so an unchanged path finds its image.
const baseName = (address: string | undefined) =>
  address
    ?.split(/[?#]/)[0]
    .split("/")
    .pop()
    ?.replace(/\.[^.]+$/, "")

const imageName = (image: ImageFile) =>
  baseName(
    image.childImageSharp?.gatsbyImageData?.images?.fallback?.src ??
      image.publicURL
  )

/** Every processed image in a page's data, by its shipped file's name. */
export function imagesIn(data: unknown, found = new Map<string, ImageFile>()) {
  if (isImage(data)) {
    const name = imageName(data)
    if (name && !found.has(name)) found.set(name, data)
  } else if (Array.isArray(data)) data.forEach((item) => imagesIn(item, found))
  else if (isObject(data))
    Object.values(data).forEach((item) => imagesIn(item, found))
  return found
}

// A library image the build has not processed yet, shown as uploaded, in the box of the image it
// replaces (its proportions and layout), so the page around it looks as it will.
function plainImage(src: string, replaced: ImageFile | null): ImageFile {
  const data = replaced?.childImageSharp?.gatsbyImageData
  return {
    publicURL: src,
    childImageSharp: {
      gatsbyImageData: {
        layout: data?.layout ?? "constrained",
        width: data?.width ?? 1200,
        height: data?.height ?? 800,
        backgroundColor: data?.backgroundColor,
        images: {
          fallback: { src, srcSet: src, sizes: data?.images?.fallback?.sizes },
          sources: [],
        } as never,
      },
    },
  }
}

interface Context {
  site: Site
  images: Map<string, ImageFile>
}

function image(built: unknown, path: string, context: Context) {
  const replaced = isImage(built) ? built : null
  if (isLibrarySrc(path)) return plainImage(path, replaced)
  const name = baseName(path)
  if (replaced && imageName(replaced) === name) return replaced
  // Another shipped picture: the one this page already shows elsewhere, if any.
  return (name && context.images.get(name)) ?? null
}

// `@link(by: "frontmatter.slug")`: a slug in the file is the article the build linked it to.
function linked(built: unknown[], slug: string) {
  return built.find(
    (node) =>
      isObject(node) &&
      isObject(node.frontmatter) &&
      node.frontmatter.slug === slug
  )
}

function merge(built: unknown, draft: unknown, context: Context): unknown {
  if (draft === undefined || draft === null) return null
  if (typeof draft === "string") {
    if (isImage(built) || (built == null && looksLikeImage(draft)))
      return image(built, draft, context)
    return withSite(draft, context.site)
  }
  if (Array.isArray(draft)) {
    const list = Array.isArray(built) ? built : []
    return draft.flatMap((item, index) => {
      if (typeof item === "string" && isObject(list[0]))
        return linked(list, item) ?? []
      // A new item takes the shape of the first one the build had.
      return [merge(list[index] ?? list[0] ?? null, item, context)]
    })
  }
  if (isObject(draft)) {
    if (!isObject(built) || isImage(built))
      return Object.fromEntries(
        Object.entries(draft).map(([key, value]) => [
          key,
          merge(null, value, context),
        ])
      )
    return Object.fromEntries(
      Object.keys(built).map((key) => {
        const from = key in draft ? key : (proxies[key] ?? key)
        return [key, merge(built[key], draft[from], context)]
      })
    )
  }
  return draft
}

/**
 * The built value with the draft's values in it, in the shape the page's query gave it: a field
 * the query asks for and the draft lacks is null, one the query does not ask for is left out.
 * `everything` is where other shipped pictures the draft may now name are looked up.
 */
export function overlay(
  built: unknown,
  draft: unknown,
  site: Site,
  everything: unknown = built
) {
  return merge(built, draft, { site, images: imagesIn(everything) })
}
