import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ContentPageHead } from "../components/seo"
import { Section } from "../components/ui/section"
import { PageHero } from "../sections/page-hero"
import { SplitFeature } from "../sections/split-feature"
import { KeyFigures } from "../sections/key-figures"
import { SectorGrid } from "../sections/sector-grid"
import { ThemeBlocks } from "../sections/theme-blocks"
import { CallToAction } from "../sections/call-to-action"

/** About Us & Themes: its path ends in the brand word, so gatsby-node creates it from content/site.json. */
export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const { hero, story, sectors, themes, closing } = data.page!
  return (
    <>
      <PageHero hero={hero} />
      <SplitFeature id="story" {...story}>
        <KeyFigures items={story.items} />
      </SplitFeature>
      <Section
        id={sectors.anchor!}
        tone="muted"
        title={sectors.title}
        intro={sectors.intro}
      >
        <SectorGrid items={sectors.items} />
      </Section>
      <Section id="themes" title={themes.title} intro={themes.intro}>
        <ThemeBlocks {...themes} />
      </Section>
      <CallToAction id="start" {...closing} />
    </>
  )
}

export const Head = ContentPageHead

export const query = graphql`
  query AboutPage {
    page: aboutJson {
      ...ContentPageHead
      hero {
        ...PageHero
      }
      story {
        ...SplitFeature
        ...KeyFigures
      }
      sectors {
        anchor
        title
        intro
        ...SectorGrid
      }
      themes {
        title
        intro
        ...ThemeBlocks
      }
      closing {
        ...CallToAction
      }
    }
  }
`
