import * as React from "react"
import { OfferingLinks } from "../components/offering-links"
import { pickOfferings, useOfferings } from "../hooks/use-offerings"

/** 'Visit these services for more detail': round links to the offerings an article names. */
export function ServiceBadges({
  title,
  links,
}: {
  title: string
  links: readonly string[]
}) {
  const offerings = pickOfferings(useOfferings(), links)
  if (offerings.length === 0) return null
  return (
    // Round links to services found on their own pages (data-pagefind-ignore).
    <section
      data-pagefind-ignore
      aria-labelledby="service-badges-title"
      className="border-border border-t py-12"
    >
      <h2
        id="service-badges-title"
        className="text-brand mb-8 text-center text-2xl font-bold"
      >
        {title}
      </h2>
      <OfferingLinks offerings={offerings} />
    </section>
  )
}
