import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ContentPageHead } from "../components/seo"
import { Section } from "../components/ui/section"
import { PageHero } from "../sections/page-hero"
import { SplitFeature } from "../sections/split-feature"
import { KeyFigures } from "../sections/key-figures"
import { ValueCards } from "../sections/value-cards"
import { StepList } from "../sections/step-list"
import { CallToAction } from "../sections/call-to-action"

/** CM+: contract management, operational excellence and compliance through the context of the contract. */
export default function CmPlusPage({
  data,
}: PageProps<Queries.CmPlusPageQuery>) {
  const { hero, intro, pillars, chapters, subsets, closing } = data.page!
  return (
    <>
      <PageHero hero={hero} />
      <SplitFeature id="intro" {...intro}>
        <KeyFigures items={intro.items} />
      </SplitFeature>
      <Section id="pillars" tone="muted" title={pillars.title}>
        <ValueCards items={pillars.items} />
      </Section>
      <Section id="chapters" title={chapters.title} intro={chapters.intro}>
        <StepList items={chapters.items} />
      </Section>
      <Section
        id="subsets"
        tone="muted"
        title={subsets.title}
        intro={subsets.intro}
      >
        <ValueCards items={subsets.items} />
      </Section>
      <CallToAction id="start" {...closing} />
    </>
  )
}

export const Head = ContentPageHead

export const query = graphql`
  query CmPlusPage {
    page: cmForContractJson {
      ...ContentPageHead
      hero {
        ...PageHero
      }
      intro {
        ...SplitFeature
        ...KeyFigures
      }
      pillars {
        title
        ...ValueCards
      }
      chapters {
        title
        intro
        ...StepList
      }
      subsets {
        title
        intro
        ...ValueCards
      }
      closing {
        ...CallToAction
      }
    }
  }
`
