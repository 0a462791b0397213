import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { PageJsonHead } from "../components/seo"
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
  const { hero, intro, pillars, chapters, subsets, closing } = data.pageJson!
  return (
    <>
      <PageHero hero={hero} />
      <SplitFeature
        id="intro"
        title={intro!.title}
        paragraphs={intro!.paragraphs}
      >
        <KeyFigures items={intro!.items} />
      </SplitFeature>
      <Section id="pillars" tone="muted" title={pillars!.title}>
        <ValueCards items={pillars!.items} />
      </Section>
      <Section id="chapters" title={chapters!.title} intro={chapters!.intro}>
        <StepList items={chapters!.items} />
      </Section>
      <Section
        id="subsets"
        tone="muted"
        title={subsets!.title}
        intro={subsets!.intro}
      >
        <ValueCards items={subsets!.items} />
      </Section>
      <CallToAction id="start" {...closing!} />
    </>
  )
}

export const Head = PageJsonHead

export const query = graphql`
  query CmPlusPage {
    pageJson(slug: { eq: "/cm-for-contract" }) {
      title
      description
      hero {
        ...PageHeroFields
      }
      intro {
        title
        paragraphs
        items {
          value
          label
        }
      }
      pillars {
        title
        items {
          title
          text
          imageAlt
          link
          linkLabel
          image {
            ...CardImage
          }
        }
      }
      chapters {
        title
        intro
        items {
          value
          title
          text
        }
      }
      subsets {
        title
        intro
        items {
          label
          title
          text
        }
      }
      closing {
        title
        paragraphs
        link
        linkLabel
      }
    }
  }
`
