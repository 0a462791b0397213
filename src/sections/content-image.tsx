import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../components/ui/picture"

// Page queries hand back nullable, readonly shapes (GraphQL typegen); these helpers let sections
// take those shapes directly, so page files can pass query data through without mapping it.
export type Maybe<T> = T | null | undefined
export type MaybeList<T> = Maybe<readonly Maybe<T>[]>

/** The non-empty items of a queried list, in order. */
export function present<T>(items: MaybeList<T>): T[] {
  return (items ?? []).filter((item): item is T => item != null)
}

/** An image field of a content file, as queried with `childImageSharp { gatsbyImageData }`. */
export type ImageFile = Maybe<{
  readonly childImageSharp: Maybe<{ readonly gatsbyImageData: unknown }>
}>

export function imageData(file: ImageFile): IGatsbyImageData | null {
  return (
    (file?.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined) ??
    null
  )
}

type ContentImageProps = {
  image: ImageFile
  alt: Maybe<string>
  className?: string
  imgClassName?: string
}

/** A content file's image with its alt text; renders nothing when the file has none. */
export function ContentImage({
  image,
  alt,
  className,
  imgClassName,
}: ContentImageProps) {
  const data = imageData(image)
  if (!data) return null
  return (
    <Picture
      image={data}
      alt={alt ?? ""}
      className={className}
      imgClassName={imgClassName}
    />
  )
}
