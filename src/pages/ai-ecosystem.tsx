import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ContentPageHead } from "../components/seo"
import { Section } from "../components/ui/section"
import { PageHero } from "../sections/page-hero"
import { SplitFeature } from "../sections/split-feature"
import { ValueCards } from "../sections/value-cards"
import { StepList } from "../sections/step-list"
import { CallToAction } from "../sections/call-to-action"

/** AI Ecosystem: the AI assistant, what it does, how it works and how it keeps data private. */
export default function AiEcosystemPage({
  data,
}: PageProps<Queries.AiEcosystemPageQuery>) {
  const { hero, intro, capabilities, how, trust, closing } = data.page!
  return (
    <>
      <PageHero hero={hero} />
      <SplitFeature id="intro" {...intro} />
      <Section id="capabilities" tone="muted" title={capabilities.title}>
        <ValueCards items={capabilities.items} />
      </Section>
      <Section id="how" title={how.title}>
        <StepList items={how.items} />
      </Section>
      <SplitFeature id="trust" tone="muted" {...trust} />
      <CallToAction id="start" {...closing} />
    </>
  )
}

export const Head = ContentPageHead

export const query = graphql`
  query AiEcosystemPage {
    page: aiEcosystemJson {
      ...ContentPageHead
      hero {
        ...PageHero
      }
      intro {
        ...SplitFeature
      }
      capabilities {
        title
        ...ValueCards
      }
      how {
        title
        ...StepList
      }
      trust {
        ...SplitFeature
      }
      closing {
        ...CallToAction
      }
    }
  }
`
