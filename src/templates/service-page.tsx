import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ContentPageHead } from "../components/seo"
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
  } = data.page!
  const others = useOfferings().filter((offering) => offering.link !== slug)
  const areas = new Set(data.areas.nodes.map((node) => node.slug))
  return (
    <>
      <PageHero hero={hero} />
      <SplitFeature id="intro" {...intro} />
      <Section id="result" tone="muted" title={result.title}>
        <CheckList
          items={result.bullets}
          columns={2}
          className="mx-auto max-w-5xl"
        />
      </Section>
      <Section id="scope" title={scope.title} intro={scope.intro}>
        <ValueCards items={scope.items} />
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
      {/* The other services and the related articles are found on their own pages, not here. */}
      <Section
        id="services"
        data-pagefind-ignore
        tone={program ? "default" : "muted"}
        title={carousel.title}
        intro={carousel.intro}
      >
        <ServiceCarousel items={others} />
      </Section>
      <SlaServices
        {...slaServices}
        areas={others.filter((offering) => areas.has(offering.link))}
      />
      {/* Related articles: those whose frontmatter `services` names this page; tagging decides. */}
      <Section id="related" data-pagefind-ignore title={articles.title}>
        <RelatedArticles articles={data.tagged.nodes} />
      </Section>
    </>
  )
}

export const Head = (props: React.ComponentProps<typeof ContentPageHead>) => (
  <ContentPageHead {...props} kind="service" />
)

export const query = graphql`
  query ServicePage($id: String!, $slug: String!) {
    page: serviceJson(id: { eq: $id }) {
      ...ContentPageHead
      slug
      hero {
        ...PageHero
      }
      intro {
        ...SplitFeature
      }
      result {
        title
        ...CheckList
      }
      scope {
        title
        intro
        ...ValueCards
      }
      program {
        title
        intro
        ...StepList
      }
      carousel {
        title
        intro
      }
      slaServices {
        ...SlaServices
      }
      articles {
        title
      }
    }
    areas: allServiceJson {
      nodes {
        slug
      }
    }
    tagged: allMdx(
      filter: { frontmatter: { services: { in: [$slug] } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...ArticleCard
      }
    }
  }
`
