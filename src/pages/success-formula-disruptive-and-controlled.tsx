import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { PageJsonHead } from "../components/seo"
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
  const { hero, road, cards, figures, more } = data.pageJson!
  return (
    <>
      <PageHero hero={hero} />
      <SplitFeature id="road" title={road!.title} paragraphs={road!.paragraphs}>
        <StepList items={road!.items} />
      </SplitFeature>
      <Section id="programme" tone="muted" title={cards!.title}>
        <ValueCards items={cards!.items} />
      </Section>
      <Section id="figures" title={figures!.title}>
        <KeyFigures items={figures!.items} />
      </Section>
      <ProgrammeCards
        {...data.panelBlocksJson!.programmes!}
        programmes={data.allPanelProgramme.nodes}
      />
      <CallToAction id="more" {...more!} />
    </>
  )
}

export const Head = PageJsonHead

export const query = graphql`
  query CapexOpexProgramPage {
    panelBlocksJson {
      programmes {
        title
        intro
        linkLabel
      }
    }
    allPanelProgramme(sort: { createdAt: ASC }) {
      nodes {
        ...ProgrammeCard
      }
    }
    pageJson(slug: { eq: "/success-formula-disruptive-and-controlled" }) {
      title
      description
      hero {
        ...PageHeroFields
      }
      road {
        title
        paragraphs
        items {
          title
          label
          text
        }
      }
      cards {
        title
        items {
          title
          text
        }
      }
      figures {
        title
        items {
          value
          label
        }
      }
      more {
        title
        intro
        link
        linkLabel
      }
    }
  }
`
