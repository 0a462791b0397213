import * as React from "react"
import { graphql, Link } from "gatsby"
import { Picture } from "../components/ui/picture"
import { ArrowRight } from "../components/icons"
import { cn } from "../lib/cn"

export const query = graphql`
  fragment HomeAccordion on HomePanel {
    id
    title
    description
    link
    caseTitle
    caseText
    image {
      childImageSharp {
        gatsbyImageData(width: 900, height: 600)
      }
    }
  }
`

/**
 * Five panels side by side; the hovered (or focused) one expands. The case study below follows the
 * active panel; a panel without one (CODEX) shows none.
 */
export function HomeAccordion({
  panels,
}: {
  panels: readonly Queries.HomeAccordionFragment[]
}) {
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
                "rounded-card bg-brand relative min-h-40 overflow-hidden transition-all duration-500 lg:min-h-0",
                isActive ? "lg:flex-[4]" : "lg:flex-1"
              )}
            >
              <Picture
                image={panel.image}
                alt=""
                className="absolute! inset-0 size-full opacity-60"
              />
              <span className="from-brand via-brand/50 absolute inset-0 bg-linear-to-t to-transparent" />
              <div className="relative flex h-full flex-col justify-end p-6 text-white">
                <h3 className="text-2xl font-bold">
                  <Link
                    to={panel.link}
                    className="after:absolute after:inset-0"
                  >
                    {panel.title}
                  </Link>
                </h3>
                <p
                  className={cn(
                    "mt-2 max-w-md text-white/90",
                    !isActive && "lg:hidden"
                  )}
                >
                  {panel.description}
                </p>
                <span
                  aria-hidden
                  className={cn(
                    "text-accent mt-3 inline-flex items-center gap-1 font-semibold",
                    !isActive && "lg:hidden"
                  )}
                >
                  Explore <ArrowRight className="size-4" />
                </span>
              </div>
            </li>
          )
        })}
      </ul>
      <div role="status" className="mt-8 min-h-24">
        {current.caseText && (
          <div className="rounded-card border-accent bg-muted border-l-4 p-6">
            <p className="text-brand font-bold">{current.caseTitle}</p>
            <p className="text-muted-foreground mt-1">{current.caseText}</p>
          </div>
        )}
      </div>
    </div>
  )
}
