import * as React from "react"
import { useSectors } from "../hooks/use-sectors"
import { useSiteConfig } from "../hooks/use-site-config"
import { SectorIcon } from "./sector-icon"

/** The route's screen name under the header; on large screens the nine sectors and the tagline too. */
export function PageHeading({ name }: { name: string }) {
  const sectors = useSectors()
  const { tagline } = useSiteConfig()
  return (
    <div data-testid="page-heading" className="border-b border-border bg-muted text-brand">
      <div className="container-page flex flex-col items-center gap-4 py-6 text-center lg:py-8">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{name}</h1>
        <ul aria-label="Industries" className="hidden items-center gap-5 lg:flex">
          {sectors.map((sector) => (
            <li key={sector.id} title={sector.name} className="flex items-center text-teal">
              <SectorIcon name={sector.icon} className="size-6" />
              <span className="sr-only">{sector.name}</span>
            </li>
          ))}
        </ul>
        <p className="hidden text-sm font-semibold tracking-[0.2em] text-teal uppercase lg:block">{tagline}</p>
      </div>
    </div>
  )
}
