import * as React from "react"
import { graphql } from "gatsby"
import { ArrowRight } from "../components/icons"
import { ButtonLink } from "../components/ui/button"
import {
  CircleLink,
  CircleLinkRow,
  type CircleTone,
} from "../components/ui/circle-link"
import { Section } from "../components/ui/section"
import { useOfferings, type Offering } from "../hooks/use-offerings"

const tones: CircleTone[] = ["sky", "teal", "amber", "emerald", "rose", "navy"]

export const query = graphql`
  fragment SlaServices on ContentBlock {
    title
    intro
    linkLabel
  }
`

type SlaServicesProps = Queries.SlaServicesFragment & {
  /** The other key areas of Supply Chain by SLA, as round links. */
  areas: readonly Offering[]
}

const overviewLink = "/supply-chain-by-sla"

/** 'Supply Chain by SLA Services': the service page's place among the 6 key areas. */
export function SlaServices({
  title,
  intro,
  linkLabel,
  areas,
}: SlaServicesProps) {
  const overview = useOfferings().find(
    (offering) => offering.link === overviewLink
  )
  return (
    // Links to the six service areas, found on their own pages (data-pagefind-ignore).
    <Section
      id="sla-services"
      data-pagefind-ignore
      tone="muted"
      title={title}
      intro={intro}
    >
      <CircleLinkRow spacing="wide">
        {areas.map((area, index) => (
          <CircleLink
            key={area.link}
            to={area.link}
            image={area.image}
            label={area.name}
            tone={tones[index % tones.length]}
            size="lg"
          />
        ))}
      </CircleLinkRow>
      {overview && (
        <div className="mt-12 text-center">
          <ButtonLink to={overview.link} size="wrap">
            {linkLabel}
            <ArrowRight aria-hidden />
          </ButtonLink>
        </div>
      )}
    </Section>
  )
}
