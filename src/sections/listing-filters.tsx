import * as React from "react"
import { navigate } from "gatsby"
import type { FacetCount } from "../lib/listing-filters"
import { cn } from "../lib/cn"

type FilterGroupProps = {
  title: string
  allLabel: string
  allCount: number
  options: FacetCount[]
  selected: string | null
  /** The address of the listing with this group set to an option's slug, or cleared by null. */
  hrefFor: (slug: string | null) => string
}

/**
 * One group of the listing's filters: 'All' and each option with the number of cards it shows.
 * Each is a link to the filtered listing's address, followed without reloading the page; the
 * chosen one is marked with aria-current.
 */
export function FilterGroup({
  title,
  allLabel,
  allCount,
  options,
  selected,
  hrefFor,
}: FilterGroupProps) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-baseline sm:gap-4">
      <h2 className="text-brand w-16 shrink-0 text-sm font-bold tracking-wider uppercase">
        {title}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {[{ slug: null, name: allLabel, count: allCount }, ...options].map(
          (option) => (
            <li key={option.slug ?? ""}>
              <FilterLink
                href={hrefFor(option.slug)}
                current={option.slug === selected}
              >
                {option.name}{" "}
                <span className="font-normal tabular-nums opacity-80">
                  ({option.count})
                </span>
              </FilterLink>
            </li>
          )
        )}
      </ul>
    </div>
  )
}

function FilterLink({
  href,
  current,
  children,
}: {
  href: string
  current: boolean
  children: React.ReactNode
}) {
  return (
    <a
      href={href}
      aria-current={current ? "true" : undefined}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return
        event.preventDefault()
        navigate(href)
      }}
      className={cn(
        "inline-block rounded-full border px-3 py-1 text-sm font-semibold",
        current
          ? "border-brand bg-brand text-brand-foreground"
          : "border-border text-brand hover:bg-muted bg-white"
      )}
    >
      {children}
    </a>
  )
}
