import * as React from "react"
import { useSectors } from "../hooks/use-sectors"
import { useSiteConfig } from "../hooks/use-site-config"
import { SectorIcon } from "./sector-icon"

/** The route's screen name under the header; on large screens the nine sectors and the tagline too. */
export function PageHeading({ name }: { name: string }) {
  const sectors = useSectors()
  const { tagline } = useSiteConfig()
  return (
    // The route's name, the sectors and the tagline are on every page: not what a search is for.
    <div
      data-pagefind-ignore
      data-testid="page-heading"
      className="border-border bg-muted text-brand border-b"
    >
      <div className="container-page flex flex-col items-center gap-4 py-6 text-center lg:py-8">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {name}
        </h1>
        <ul
          aria-label="Industries"
          className="hidden items-center gap-5 lg:flex"
        >
          {sectors.map((sector) => (
            <li
              key={sector.id}
              title={sector.name}
              className="text-teal flex items-center"
            >
              <SectorIcon name={sector.icon} className="size-6" />
              <span className="sr-only">{sector.name}</span>
            </li>
          ))}
        </ul>
        <p className="text-teal hidden text-sm font-semibold tracking-[0.2em] uppercase lg:block">
          {tagline}
        </p>
      </div>
    </div>
  )
}
