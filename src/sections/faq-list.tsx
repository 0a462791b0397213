import * as React from "react"
import { graphql } from "gatsby"
import { Accordion } from "../components/ui/accordion"
import { OfferingLinks } from "../components/offering-links"
import { pickOfferings, useOfferings } from "../hooks/use-offerings"

// The home page's questions and the FAQ page's share this shape (content/schema.graphql).
export const query = graphql`
  fragment FaqList on FaqEntry {
    id
    question
    answer
    links
  }
`

/** Questions that open independently; every answer ends with round links to the offerings it names. */
export function FaqList({
  items,
}: {
  items: readonly Queries.FaqListFragment[]
}) {
  const offerings = useOfferings()
  return (
    <Accordion
      className="mx-auto max-w-4xl"
      items={items.map((item) => ({
        id: `faq-${item.id}`,
        title: item.question,
        content: (
          <>
            {item.answer.map((paragraph) => (
              <p key={paragraph} className="mb-3 leading-relaxed">
                {paragraph}
              </p>
            ))}
            <OfferingLinks
              offerings={pickOfferings(offerings, item.links)}
              align="start"
              className="mt-5"
            />
          </>
        ),
      }))}
    />
  )
}
