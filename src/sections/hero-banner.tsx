import * as React from "react"
import { Picture, type ImageFile } from "../components/ui/picture"
import { cn } from "../lib/cn"

type HeroBannerProps = {
  heading: string
  subheading?: string | null
  blogHeading?: string | null
  image: ImageFile
  imageAlt?: string | null
  /** Shown only on phones (the Capex/Opex page's 20-30% line). */
  mobileNote?: string | null
  /** `cover`: a wide image behind the text; `split`: a square image beside it (articles). */
  layout?: "cover" | "split"
}

/**
 * The banner at the top of content pages: heading, subheading and blog heading over an image,
 * 700 px high from 640 px up. A phone gets the words on navy, as high as they
 * are, and never downloads the picture, so its first screen is the page's words, painted as soon
 * as the HTML arrives.
 */
export function HeroBanner({
  heading,
  subheading,
  blogHeading,
  image,
  imageAlt,
  mobileNote,
  layout = "cover",
}: HeroBannerProps) {
  const split = layout === "split"
  // The image, loaded first and shown only from `media` up: behind the text, or beside it (split).
  const picture = (media: string, className: string) => (
    <Picture
      image={image}
      alt={imageAlt ?? ""}
      loading="eager"
      media={media}
      className={className}
    />
  )
  return (
    <section
      aria-label="Introduction"
      className="bg-brand relative overflow-hidden py-12 text-white sm:h-(--height-hero) sm:py-0"
    >
      {!split &&
        picture(
          "(min-width: 640px)",
          "absolute! inset-0 hidden size-full sm:block"
        )}
      <div className="from-brand via-brand/80 to-brand/20 absolute inset-0 bg-linear-to-r" />
      <div
        className={cn(
          "container-page relative grid h-full items-center gap-10",
          split && "lg:grid-cols-5"
        )}
      >
        <div className={cn("max-w-3xl", split && "lg:col-span-3")}>
          {blogHeading && (
            <p className="text-accent text-sm font-semibold tracking-[0.2em] uppercase">
              {blogHeading}
            </p>
          )}
          <h2 className="mt-3 text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl">
            {heading}
          </h2>
          {subheading && (
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-white/90 sm:text-xl">
              {subheading}
            </p>
          )}
          {mobileNote && (
            <p className="text-accent mt-6 text-lg font-semibold sm:hidden">
              {mobileNote}
            </p>
          )}
        </div>
        {split && (
          <div className="hidden lg:col-span-2 lg:block">
            {picture(
              "(min-width: 1024px)",
              "aspect-square overflow-hidden rounded-full border-8 border-white/10 shadow-2xl"
            )}
          </div>
        )}
      </div>
    </section>
  )
}
