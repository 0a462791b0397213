import * as React from "react"
import { Link } from "gatsby"
import { Picture } from "../components/ui/picture"
import { ArrowRight } from "../components/icons"
import { Carousel } from "../components/ui/carousel"
import type { Offering } from "../hooks/use-offerings"

/**
 * Our services, three at a time with the centre one raised: 2 below 1024 px, 1 below 768 px,
 * starting at the third, looping, 3000 ms auto-play (the `service` preset of
 * lib/carousel-presets.ts).
 */
export function ServiceCarousel({
  items,
  label = "Service slides",
}: {
  items: readonly Offering[]
  label?: string
}) {
  return (
    <Carousel
      preset="service"
      label={label}
      className="[&_.slick-center_article]:border-accent px-6 pb-12 [&_.slick-center_article]:shadow-lg"
    >
      {items.map((item) => (
        <div key={item.link} className="h-full px-3 py-6">
          <article className="group rounded-card border-border focus-within:ring-ring relative flex h-full flex-col items-center border bg-white p-6 text-center shadow-sm transition-shadow focus-within:ring-2 hover:shadow-xl">
            <span className="border-tone-amber block size-32 overflow-hidden rounded-full border-4 transition-colors group-hover:border-transparent">
              <Picture image={item.image} alt="" className="size-full" />
            </span>
            <h3 className="text-brand mt-5 text-lg leading-snug font-bold">
              <Link
                to={item.link}
                className="after:absolute after:inset-0 focus-visible:outline-none"
              >
                {item.name}
              </Link>
            </h3>
            {item.summary && (
              <p className="text-muted-foreground mt-2 flex-1 text-sm leading-relaxed">
                {item.summary}
              </p>
            )}
            <span
              aria-hidden
              className="text-teal mt-4 inline-flex items-center gap-1 text-sm font-semibold group-hover:underline"
            >
              Learn more <ArrowRight className="size-4" />
            </span>
          </article>
        </div>
      ))}
    </Carousel>
  )
}
