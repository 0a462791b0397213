import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ArrowRight } from "../components/icons"
import { ContentPageHead } from "../components/seo"
import { ButtonLink } from "../components/ui/button"
import { Section } from "../components/ui/section"
import { PageHero } from "../sections/page-hero"
import { CheckList } from "../sections/check-list"
import { SplitFeature } from "../sections/split-feature"
import { KeyFigures } from "../sections/key-figures"
import { ValueCards } from "../sections/value-cards"
import { SolutionsGrid } from "../sections/solutions-grid"
import { ArticleTeasers } from "../sections/article-teasers"

export default function CostAndValuePhilosophyPage({
  data,
}: PageProps<Queries.CostAndValuePhilosophyPageQuery>) {
  const {
    hero,
    summary,
    why,
    levers,
    ecmt,
    isc,
    ecosystem,
    solutions,
    articles,
  } = data.page!
  return (
    <>
      <PageHero hero={hero} />
      <Section id="summary" title={summary.title}>
        <CheckList items={summary.bullets} className="mx-auto max-w-3xl" />
      </Section>
      <SplitFeature id="why" tone="muted" {...why}>
        <KeyFigures items={why.items} />
      </SplitFeature>
      <Section id="levers" title={levers.title} intro={levers.intro}>
        <ValueCards items={levers.items} />
      </Section>
      <SplitFeature id={ecmt.anchor!} tone="muted" {...ecmt}>
        <h3 className="text-brand mb-8 text-center text-2xl font-bold">
          {ecmt.itemsTitle}
        </h3>
        <ValueCards items={ecmt.items} headingLevel="h4" />
      </SplitFeature>
      <SplitFeature id={isc.anchor!} reverse {...isc} />
      <SplitFeature id={ecosystem.anchor!} tone="muted" {...ecosystem}>
        <ValueCards items={ecosystem.items} />
      </SplitFeature>
      <Section id="solutions" title={solutions.title} intro={solutions.intro}>
        <SolutionsGrid items={data.home!.solutions} />
      </Section>
      {/* Teasers of articles the search finds on their own pages. */}
      <Section
        id="articles"
        data-pagefind-ignore
        tone="muted"
        title={articles.title}
        intro={articles.intro}
      >
        <ArticleTeasers articles={data.articles.nodes} />
        <div className="mt-10 text-center">
          <ButtonLink to={articles.link!} variant="outline">
            {articles.linkLabel}
            <ArrowRight aria-hidden />
          </ButtonLink>
        </div>
      </Section>
    </>
  )
}

export const Head = ContentPageHead

export const query = graphql`
  query CostAndValuePhilosophyPage {
    page: costAndValuePhilosophyJson {
      ...ContentPageHead
      hero {
        ...PageHero
      }
      summary {
        ...CheckList
        title
      }
      why {
        ...SplitFeature
        ...KeyFigures
      }
      levers {
        title
        intro
        ...ValueCards
      }
      ecmt {
        ...SplitFeature
        itemsTitle
        ...ValueCards
      }
      isc {
        ...SplitFeature
      }
      ecosystem {
        ...SplitFeature
        ...ValueCards
      }
      solutions {
        title
        intro
      }
      articles {
        title
        intro
        link
        linkLabel
      }
    }
    home: homeJson {
      solutions {
        ...SolutionsGrid
      }
    }
    articles: allMdx(
      filter: {
        frontmatter: { services: { in: ["/cost-and-value-philosophy"] } }
      }
      sort: { frontmatter: { order: ASC } }
      limit: 3
    ) {
      nodes {
        ...ArticleCard
      }
    }
  }
`
