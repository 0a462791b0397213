import type { IGatsbyImageData } from "gatsby-plugin-image"

type ImageFile = { childImageSharp: { gatsbyImageData: unknown } | null } | null | undefined

/** The processed image of a queried File node, or null when the content names none. */
export function toImage(file: ImageFile): IGatsbyImageData | null {
  return (file?.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined) ?? null
}
