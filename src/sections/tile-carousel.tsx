import * as React from "react"
import { Link } from "gatsby"
import { Picture } from "../components/ui/picture"
import { Carousel } from "../components/ui/carousel"
import type { Offering } from "../hooks/use-offerings"

/**
 * The SLA page's six service areas as image tiles: 6 across, 4 below 768 px, 1 below 640 px,
 * no arrows, 3000 ms auto-play (the `tiles` preset of lib/carousel-presets.ts).
 */
export function TileCarousel({
  items,
  label,
}: {
  items: readonly Offering[]
  label: string
}) {
  return (
    <Carousel preset="tiles" label={label} className="pb-12">
      {items.map((item) => (
        <div key={item.link} className="h-full px-2 py-2">
          <Link
            to={item.link}
            className="group rounded-card border-border flex h-full flex-col items-center gap-3 border bg-white p-4 text-center shadow-sm transition-shadow hover:shadow-lg focus-visible:shadow-lg"
          >
            <span className="border-tone-teal block size-28 overflow-hidden rounded-full border-4 transition-colors group-hover:border-transparent">
              <Picture image={item.image} alt="" className="size-full" />
            </span>
            <span className="text-brand text-base leading-snug font-semibold group-hover:underline">
              {item.name}
            </span>
          </Link>
        </div>
      ))}
    </Carousel>
  )
}
