import * as React from "react"
import { Accordion } from "../components/ui/accordion"
import { CircleLink, CircleLinkRow } from "../components/ui/circle-link"
import { pickOfferings, useOfferings } from "../hooks/use-offerings"

export type FaqItem = {
  id: string
  question: string
  answer: readonly string[]
  links: readonly string[]
}

/** Questions that open independently; every answer ends with round links to the offerings it names. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
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
            <CircleLinkRow align="start" className="mt-5">
              {pickOfferings(offerings, item.links).map((offering) => (
                <CircleLink key={offering.link} to={offering.link} image={offering.image} label={offering.shortName} />
              ))}
            </CircleLinkRow>
          </>
        ),
      }))}
    />
  )
}
