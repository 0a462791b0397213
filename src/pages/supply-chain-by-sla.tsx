import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ContentPageHead } from "../components/seo"
import { Section } from "../components/ui/section"
import { pickOfferings, useOfferings } from "../hooks/use-offerings"
import { PageHero } from "../sections/page-hero"
import { TileCarousel } from "../sections/tile-carousel"
import { SplitFeature } from "../sections/split-feature"
import { KeyFigures } from "../sections/key-figures"
import { ValueCards } from "../sections/value-cards"
import { ServiceCarousel } from "../sections/service-carousel"
import { WhyCircles } from "../sections/why-circles"

export default function SupplyChainBySlaPage({
  data,
}: PageProps<Queries.SupplyChainBySlaPageQuery>) {
  const { slug, hero, areas, intro, figures, values, services, why } =
    data.page!
  const offerings = useOfferings()
  return (
    <>
      <PageHero hero={hero} />
      <Section id="areas" title={areas.title} intro={areas.intro}>
        <TileCarousel
          label="Service areas"
          items={pickOfferings(offerings, areas.links ?? [])}
        />
      </Section>
      <SplitFeature id="intro" tone="muted" {...intro} />
      <Section id="figures" tone="brand" title={figures.title}>
        <KeyFigures items={figures.items} tone="brand" />
      </Section>
      <Section id="value" title={values.title}>
        <ValueCards items={values.items} />
      </Section>
      {/* The other offerings' teasers, each found on its own page. */}
      <Section
        id="services"
        data-pagefind-ignore
        tone="muted"
        title={services.title}
        intro={services.intro}
      >
        <ServiceCarousel
          items={offerings.filter((offering) => offering.link !== slug)}
        />
      </Section>
      <WhyCircles {...why} />
    </>
  )
}

export const Head = ContentPageHead

export const query = graphql`
  query SupplyChainBySlaPage {
    page: supplyChainBySlaJson {
      ...ContentPageHead
      slug
      hero {
        ...PageHero
      }
      areas {
        title
        intro
        links
      }
      intro {
        ...SplitFeature
      }
      figures {
        title
        ...KeyFigures
      }
      values {
        title
        ...ValueCards
      }
      services {
        title
        intro
      }
      why {
        ...WhyCircles
      }
    }
  }
`
