import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ArrowRight } from "../components/icons"
import { PageJsonHead } from "../components/seo"
import { toArticleSummary } from "../components/article-card"
import { ButtonLink } from "../components/ui/button"
import { Section } from "../components/ui/section"
import { toImage } from "../lib/image"
import { PageHero } from "../sections/page-hero"
import { CheckList } from "../sections/check-list"
import { SplitFeature } from "../sections/split-feature"
import { KeyFigures } from "../sections/key-figures"
import { ValueCards } from "../sections/value-cards"
import { SolutionsGrid, type Solution } from "../sections/solutions-grid"
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
  } = data.pageJson!
  const solutionCards = data.homeJson!.solutions!.map(
    (item) => ({ ...item, image: toImage(item!.image) }) as Solution
  )
  return (
    <>
      <PageHero hero={hero} />
      <Section id="summary" title={summary!.title}>
        <CheckList items={summary!.bullets} className="mx-auto max-w-3xl" />
      </Section>
      <SplitFeature
        id="why"
        tone="muted"
        title={why!.title}
        paragraphs={why!.paragraphs}
      >
        <KeyFigures items={why!.items} />
      </SplitFeature>
      <Section id="levers" title={levers!.title} intro={levers!.intro}>
        <ValueCards items={levers!.items} />
      </Section>
      <SplitFeature id={ecmt!.anchor!} tone="muted" {...ecmt!}>
        <h3 className="text-brand mb-8 text-center text-2xl font-bold">
          {ecmt!.itemsTitle}
        </h3>
        <ValueCards items={ecmt!.items} headingLevel="h4" />
      </SplitFeature>
      <SplitFeature id={isc!.anchor!} reverse {...isc!} />
      <SplitFeature id={ecosystem!.anchor!} tone="muted" {...ecosystem!}>
        <ValueCards items={ecosystem!.items} />
      </SplitFeature>
      <Section id="solutions" title={solutions!.title} intro={solutions!.intro}>
        <SolutionsGrid items={solutionCards} />
      </Section>
      <Section
        id="articles"
        tone="muted"
        title={articles!.title}
        intro={articles!.intro}
      >
        <ArticleTeasers articles={data.allMdx.nodes.map(toArticleSummary)} />
        <div className="mt-10 text-center">
          <ButtonLink to={articles!.link!} variant="outline">
            {articles!.linkLabel}
            <ArrowRight aria-hidden />
          </ButtonLink>
        </div>
      </Section>
    </>
  )
}

export const Head = PageJsonHead

export const query = graphql`
  query CostAndValuePhilosophyPage {
    pageJson(slug: { eq: "/cost-and-value-philosophy" }) {
      title
      description
      hero {
        ...PageHeroFields
      }
      summary {
        title
        bullets
      }
      why {
        title
        paragraphs
        items {
          value
          label
        }
      }
      levers {
        title
        intro
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
      ecmt {
        anchor
        title
        paragraphs
        imageAlt
        image {
          ...SplitImage
        }
        itemsTitle
        items {
          title
          text
        }
      }
      isc {
        anchor
        title
        paragraphs
        bullets
        imageAlt
        link
        linkLabel
        image {
          ...SplitImage
        }
      }
      ecosystem {
        anchor
        title
        intro
        paragraphs
        items {
          title
          text
        }
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
    homeJson {
      solutions {
        id
        title
        imageAlt
        text
        list
        borderColor
        link
        image {
          childImageSharp {
            gatsbyImageData(width: 144, height: 144, layout: FIXED)
          }
        }
      }
    }
    allMdx(
      filter: {
        frontmatter: { services: { in: ["/cost-and-value-philosophy"] } }
      }
      sort: { frontmatter: { order: ASC } }
      limit: 3
    ) {
      nodes {
        ...ArticleCardFields
      }
    }
  }
`
