import * as React from "react"
import type { PictureProps } from "./types"
import { cn } from "../../../lib/cn"

// A transparent 1x1 GIF: the <img> of a picture with a media query needs a source of its own.
const empty =
  "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw=="

/**
 * Renders gatsby-plugin-image's output as plain markup: a box of the image's proportions in its
 * dominant colour, then a <picture> with its sources, lazy-loaded by the browser. Unlike
 * <GatsbyImage>, it needs no script to show an image, no <noscript> copy and no client-side
 * renderer; what that is worth, measured: README.md here.
 */
export function Picture({
  image,
  alt,
  className,
  imgClassName,
  loading = "lazy",
  sizes,
  media,
  objectPosition,
}: PictureProps) {
  const data = image?.childImageSharp?.gatsbyImageData
  if (!data) return null
  const { width, height, layout, backgroundColor, images } = data
  const { fallback, sources = [] } = images
  return (
    <div
      className={cn("relative overflow-hidden", className)}
      style={{
        backgroundColor,
        ...(layout === "fixed"
          ? { width, height }
          : layout === "constrained"
            ? { maxWidth: width }
            : {}),
      }}
    >
      {layout !== "fixed" && (
        <div aria-hidden style={{ paddingTop: `${(height / width) * 100}%` }} />
      )}
      <picture>
        {media && (
          <source
            media={media}
            srcSet={fallback?.srcSet}
            sizes={sizes ?? fallback?.sizes}
          />
        )}
        {sources.map((source) => (
          <source
            key={`${source.type}${source.media ?? ""}`}
            type={source.type}
            media={media ?? source.media}
            srcSet={source.srcSet}
            sizes={sizes ?? source.sizes}
          />
        ))}
        <img
          alt={alt}
          src={media ? empty : fallback?.src}
          srcSet={media ? undefined : fallback?.srcSet}
          sizes={media ? undefined : (sizes ?? fallback?.sizes)}
          // A full-width image's data holds only its proportions; its box above sizes it. HTML
          // takes whole pixels: a crop's height can be a fraction (640 / 1.5).
          width={layout === "fullWidth" ? undefined : Math.round(width)}
          height={layout === "fullWidth" ? undefined : Math.round(height)}
          loading={loading}
          decoding="async"
          // React 18 does not know fetchPriority; the lowercase attribute passes through as is.
          {...(loading === "eager" ? { fetchpriority: "high" } : {})}
          style={objectPosition ? { objectPosition } : undefined}
          className={cn(
            "absolute inset-0 size-full object-cover",
            imgClassName
          )}
        />
      </picture>
    </div>
  )
}
