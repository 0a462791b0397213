import * as React from "react"
import { graphql } from "gatsby"
import { Picture, type ImageFile } from "./ui/picture"
import { cn } from "../lib/cn"

// Uploaded images come processed by gatsby-plugin-image at the proportions of the box they fill,
// so either kind of image below fills the same box. They ask for AVIF and WebP by name: the
// site's own images are WebP only (gatsby-config.ts).
export const query = graphql`
  fragment PanelCardImage on File {
    childImageSharp {
      gatsbyImageData(width: 640, aspectRatio: 1.5, formats: [AUTO, WEBP, AVIF])
    }
  }
  fragment PanelWideImage on File {
    childImageSharp {
      gatsbyImageData(width: 1200, aspectRatio: 2, formats: [AUTO, WEBP, AVIF])
    }
  }
`

type PanelImageProps = {
  /** The image as saved in the panel: an upload's /uploads/… path or an https address. */
  url: string | null
  /** The upload, processed at build; absent for an https address. */
  file: ImageFile
  /** The library's alt text of the image; "" (or null, when the build had none) shows it as decorative. */
  alt: string | null | undefined
  /** The library's focal point, as a CSS object-position ("50% 30%"): every crop keeps it in view. */
  focus?: string | null
  /** Must give the box its proportions (aspect-*) when the image may be an https address. */
  className?: string
  sizes?: string
}

/**
 * A record's image. An uploaded one is the build's responsive <picture>; an https address is shown
 * as given, loaded lazily, in a box of the same proportions that is reserved before it arrives, so
 * nothing moves when it does. Either kind is cropped around its focal point.
 */
export function PanelImage({
  url,
  file,
  alt,
  focus,
  className,
  sizes,
}: PanelImageProps) {
  if (file?.childImageSharp?.gatsbyImageData)
    return (
      <Picture
        image={file}
        alt={alt ?? ""}
        className={className}
        sizes={sizes}
        objectPosition={focus}
      />
    )
  if (!url) return null
  return (
    <div className={cn("bg-muted relative overflow-hidden", className)}>
      <img
        src={url}
        alt={alt ?? ""}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        className="absolute inset-0 size-full object-cover"
        style={focus ? { objectPosition: focus } : undefined}
      />
    </div>
  )
}

/** An upload's address for a page's og:image: the processed fallback, in the upload's format. */
export function ogImage(file: ImageFile) {
  return file?.childImageSharp?.gatsbyImageData.images.fallback?.src
}
