import * as React from "react"
import { GatsbyImage, getImage, type ImageDataLike } from "gatsby-plugin-image"
import type { PictureProps } from "./types"

/**
 * `Picture` as Gatsby's own component draws it, with the same props; index.tsx picks this file
 * or ./plain. `sizes` and `media` have no effect here: every screen downloads every picture at
 * the widths its query processed.
 */
export function Picture({
  image,
  alt,
  className,
  imgClassName,
  loading = "lazy",
  objectPosition,
}: PictureProps) {
  const data = getImage((image ?? null) as ImageDataLike | null)
  if (!data) return null
  return (
    <GatsbyImage
      image={data}
      alt={alt}
      loading={loading}
      className={className}
      imgClassName={imgClassName}
      objectPosition={objectPosition ?? undefined}
    />
  )
}
