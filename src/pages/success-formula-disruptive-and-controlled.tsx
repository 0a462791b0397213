import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ContentPageHead } from "../components/seo"
import { Section } from "../components/ui/section"
import { PageHero } from "../sections/page-hero"
import { SplitFeature } from "../sections/split-feature"
import { StepList } from "../sections/step-list"
import { ValueCards } from "../sections/value-cards"
import { KeyFigures } from "../sections/key-figures"
import { CallToAction } from "../sections/call-to-action"
import { ProgrammeCards } from "../sections/programme-cards"

/** Capex/Opex Program: 'Success Formula! Disruptive and Controlled.' */
export default function CapexOpexProgramPage({
  data,
}: PageProps<Queries.CapexOpexProgramPageQuery>) {
  const { hero, road, cards, figures, more } = data.page!
  return (
    <>
      <PageHero hero={hero} />
      <SplitFeature id="road" {...road}>
        <StepList items={road.items} />
      </SplitFeature>
      <Section id="programme" tone="muted" title={cards.title}>
        <ValueCards items={cards.items} />
      </Section>
      <Section id="figures" title={figures.title}>
        <KeyFigures items={figures.items} />
      </Section>
      <ProgrammeCards
        {...data.panelBlocksJson!.programmes}
        programmes={data.allPanelProgramme.nodes}
      />
      <CallToAction id="more" {...more} />
    </>
  )
}

export const Head = ContentPageHead

export const query = graphql`
  query CapexOpexProgramPage {
    page: successFormulaDisruptiveAndControlledJson {
      ...ContentPageHead
      hero {
        ...PageHero
      }
      road {
        ...SplitFeature
        ...StepList
      }
      cards {
        title
        ...ValueCards
      }
      figures {
        title
        ...KeyFigures
      }
      more {
        ...CallToAction
      }
    }
    panelBlocksJson {
      programmes {
        ...ProgrammeCardsCopy
      }
    }
    allPanelProgramme(sort: { createdAt: ASC }) {
      nodes {
        ...ProgrammeCard
      }
    }
  }
`
