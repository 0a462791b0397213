import * as React from "react"
import { Picture } from "../components/ui/picture"
import { useSectors } from "../hooks/use-sectors"
import { Section } from "../components/ui/section"

/** The nine industry sectors the consultancy serves. */
export function SectorsStrip({ title }: { title: string }) {
  const sectors = useSectors()
  return (
    <Section id="sectors" title={title} spacing="compact">
      <ul className="grid grid-cols-3 gap-x-4 gap-y-8 sm:grid-cols-5 lg:grid-cols-9">
        {sectors.map((sector) => (
          <li
            key={sector.id}
            className="flex flex-col items-center gap-3 text-center"
          >
            <div className="ring-muted size-20 overflow-hidden rounded-full ring-4 sm:size-24">
              <Picture
                image={sector.image}
                alt=""
                className="size-full"
                sizes="(min-width: 640px) 96px, 80px"
              />
            </div>
            <span className="text-brand text-sm font-semibold">
              {sector.name}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  )
}
