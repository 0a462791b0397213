import type { IGatsbyImageData } from "gatsby-plugin-image"

/** An image as a query asks for it: `image { childImageSharp { gatsbyImageData(...) } }`. */
export type ImageFile =
  | {
      readonly childImageSharp: {
        readonly gatsbyImageData: IGatsbyImageData
      } | null
    }
  | null
  | undefined

export type PictureProps = {
  /** The queried file; nothing is drawn when the content names no image. */
  image: ImageFile
  alt: string
  className?: string
  imgClassName?: string
  /** "eager" for an image in the first screen (the LCP candidate); the rest load as they near it. */
  loading?: "eager" | "lazy"
  /**
   * The width it is shown at, as a `sizes` attribute, where that is less than the processed
   * width the data assumes: the browser then fetches and decodes a smaller file.
   */
  sizes?: string
  /**
   * A media query such as "(min-width: 640px)": the image is fetched only on screens it matches.
   * Elsewhere the browser shows an empty inline image and downloads nothing, and the caller hides
   * the box (`hidden sm:block`).
   */
  media?: string
  /**
   * The point of the image every crop keeps in view, as a CSS object-position ("50% 30%"): the
   * focal point set in the media library.
   */
  objectPosition?: string | null
}
