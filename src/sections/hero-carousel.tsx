import * as React from "react"
import { graphql } from "gatsby"
import { Picture } from "../components/ui/picture"
import { cva } from "class-variance-authority"
import { Carousel } from "../components/ui/carousel"

export const query = graphql`
  fragment HeroCarousel on HomeSlide {
    id
    imageAlt
    title
    subtitle
    description
    description2
    gradient
    image {
      childImageSharp {
        gatsbyImageData(
          layout: FULL_WIDTH
          breakpoints: [480, 800, 1200, 1600]
          quality: 65
        )
      }
    }
  }
`

const gradientVariants = cva("absolute inset-0", {
  variants: {
    gradient: {
      navy: "from-brand/95 via-brand/70 to-brand/10 bg-linear-to-r",
      ocean: "via-brand/70 bg-linear-to-r from-sky-950/95 to-transparent",
      teal: "bg-linear-to-r from-teal-950/95 via-teal-900/65 to-transparent",
      slate: "bg-linear-to-r from-slate-950/95 via-slate-900/65 to-transparent",
    },
  },
  defaultVariants: { gradient: "navy" },
})

type Gradient = "navy" | "ocean" | "teal" | "slate"

/**
 * The home page's four 'Driven by Energy' slides: 5000 ms auto-play, 500 ms transition, dots.
 * As the pages' heroes do (hero-banner.tsx), a slide is 700 px of picture from 640 px up, and on a
 * phone only its words, with no picture to download.
 */
export function HeroCarousel({
  slides,
}: {
  slides: readonly Queries.HeroCarouselFragment[]
}) {
  return (
    <Carousel
      preset="hero"
      label="Highlights"
      firstScreen
      onDark
      className="bg-brand pb-10"
    >
      {slides.map((slide, index) => (
        <div key={slide.id} className="h-full">
          <div className="relative h-full overflow-hidden py-12 sm:h-(--height-hero) sm:py-0">
            <Picture
              image={slide.image}
              alt={slide.imageAlt}
              loading={index === 0 ? "eager" : "lazy"}
              media="(min-width: 640px)"
              className="absolute! inset-0 hidden size-full sm:block"
            />
            <div
              className={gradientVariants({
                gradient: slide.gradient as Gradient,
              })}
            />
            <div className="container-page relative flex h-full flex-col justify-center text-white">
              <p className="text-accent text-sm font-semibold tracking-[0.25em] uppercase">
                {slide.subtitle}
              </p>
              <p className="mt-4 text-5xl font-extrabold tracking-tight sm:text-6xl lg:text-7xl">
                {slide.title}
              </p>
              <p className="mt-6 max-w-xl text-lg leading-relaxed text-white/90 sm:text-xl">
                {slide.description}
              </p>
              <p className="mt-3 max-w-xl text-base text-white/80">
                {slide.description2}
              </p>
            </div>
          </div>
        </div>
      ))}
    </Carousel>
  )
}
