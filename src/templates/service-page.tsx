import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { toArticleSummary } from "../components/article-card"
import { Section } from "../components/ui/section"
import { useOfferings } from "../hooks/use-offerings"
import { PageHero } from "../sections/page-hero"
import { SplitFeature } from "../sections/split-feature"
import { CheckList } from "../sections/check-list"
import { ValueCards } from "../sections/value-cards"
import { StepList } from "../sections/step-list"
import { ServiceCarousel } from "../sections/service-carousel"
import { SlaServices } from "../sections/sla-services"
import { RelatedArticles } from "../sections/related-articles"

const slaOverview = "/supply-chain-by-sla"

/** One service of Supply Chain by SLA, from content/services/<name>.json. */
export default function ServicePage({
  data,
}: PageProps<Queries.ServicePageQuery>) {
  const {
    slug,
    hero,
    intro,
    result,
    scope,
    program,
    carousel,
    slaServices,
    articles,
  } = data.serviceJson!
  const offerings = useOfferings()
  const areaLinks = new Set(data.allServiceJson.nodes.map((node) => node.slug))
  // Related articles are the ones whose frontmatter `services` names this page: tagging decides.
  const related = data.tagged.nodes.map(toArticleSummary)
  return (
    <>
      <PageHero hero={hero} />
      <SplitFeature
        id="intro"
        title={intro!.title}
        paragraphs={intro!.paragraphs}
      />
      <Section id="result" tone="muted" title={result!.title}>
        <CheckList
          items={result!.bullets}
          columns={2}
          className="mx-auto max-w-5xl"
        />
      </Section>
      <Section id="scope" title={scope!.title} intro={scope!.intro}>
        <ValueCards items={scope!.items} />
      </Section>
      {program && (
        <Section
          id="program"
          tone="muted"
          title={program.title}
          intro={program.intro}
        >
          <StepList items={program.items} />
        </Section>
      )}
      <Section
        id="services"
        tone={program ? "default" : "muted"}
        title={carousel!.title}
        intro={carousel!.intro}
      >
        <ServiceCarousel
          items={offerings.filter((offering) => offering.link !== slug)}
        />
      </Section>
      <SlaServices
        title={slaServices!.title}
        intro={slaServices!.intro}
        linkLabel={slaServices!.linkLabel}
        areas={offerings.filter(
          (offering) => areaLinks.has(offering.link) && offering.link !== slug
        )}
        overview={offerings.find((offering) => offering.link === slaOverview)}
      />
      <Section id="related" title={articles!.title}>
        <RelatedArticles articles={related} />
      </Section>
    </>
  )
}

export const Head = ({
  location,
  data,
}: HeadProps<Queries.ServicePageQuery>) => (
  <Seo
    title={data.serviceJson!.title!}
    description={data.serviceJson!.description}
    pathname={location.pathname}
  />
)

export const query = graphql`
  query ServicePage($id: String!, $slug: String!) {
    serviceJson(id: { eq: $id }) {
      slug
      title
      description
      hero {
        ...ServiceHeroFields
      }
      intro {
        title
        paragraphs
      }
      result {
        title
        bullets
      }
      scope {
        title
        intro
        items {
          title
          text
        }
      }
      program {
        title
        intro
        items {
          title
          text
        }
      }
      carousel {
        title
        intro
      }
      slaServices {
        title
        intro
        linkLabel
      }
      articles {
        title
      }
    }
    allServiceJson {
      nodes {
        slug
      }
    }
    tagged: allMdx(
      filter: { frontmatter: { services: { in: [$slug] } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...ArticleCardFields
      }
    }
  }
`
