import * as React from "react"
import { SiteLink } from "../components/ui/site-link"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../components/ui/picture"
import { ArrowRight } from "../components/icons"
import { cn } from "../lib/cn"

export type AccordionPanel = {
  id: string
  title: string
  description: string
  link: string
  image: IGatsbyImageData | null
  caseTitle: string | null
  caseText: string | null
}

/**
 * Five panels side by side; the hovered (or focused) one expands. The case study below follows the
 * active panel; a panel without one (CODEX) shows none.
 */
export function HomeAccordion({ panels }: { panels: AccordionPanel[] }) {
  const [active, setActive] = React.useState(0)
  const current = panels[active]
  return (
    <div>
      <ul className="flex flex-col gap-3 lg:h-96 lg:flex-row">
        {panels.map((panel, index) => {
          const isActive = index === active
          return (
            <li
              key={panel.id}
              data-active={isActive}
              onMouseEnter={() => setActive(index)}
              onFocus={() => setActive(index)}
              className={cn(
                "relative min-h-40 overflow-hidden rounded-card bg-brand transition-all duration-500 lg:min-h-0",
                isActive ? "lg:flex-[4]" : "lg:flex-1"
              )}
            >
              {panel.image && <Picture image={panel.image} alt="" className="absolute! inset-0 size-full opacity-60" />}
              <span className="absolute inset-0 bg-linear-to-t from-brand via-brand/50 to-transparent" />
              <div className="relative flex h-full flex-col justify-end p-6 text-white">
                <h3 className="text-2xl font-bold">
                  <SiteLink to={panel.link} className="after:absolute after:inset-0">
                    {panel.title}
                  </SiteLink>
                </h3>
                <p className={cn("mt-2 max-w-md text-white/90", !isActive && "lg:hidden")}>{panel.description}</p>
                <span aria-hidden className={cn("mt-3 inline-flex items-center gap-1 font-semibold text-accent", !isActive && "lg:hidden")}>
                  Explore <ArrowRight className="size-4" />
                </span>
              </div>
            </li>
          )
        })}
      </ul>
      <div aria-live="polite" className="mt-8 min-h-24">
        {current.caseText && (
          <div className="rounded-card border-l-4 border-accent bg-muted p-6">
            <p className="font-bold text-brand">{current.caseTitle}</p>
            <p className="mt-1 text-muted-foreground">{current.caseText}</p>
          </div>
        )}
      </div>
    </div>
  )
}
