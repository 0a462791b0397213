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
import { ClientStories } from "../sections/client-stories"
import { Gallery } from "../sections/gallery"
import { TeamGrid } from "../sections/team-grid"

/** About Us & Themes: its path ends in the brand word, so gatsby-node creates it from content/site.json. */
export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const { hero, story, sectors, themes, closing } = data.page!
  const panel = data.panelBlocksJson!
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
      <ClientStories {...panel.stories} stories={data.allPanelStory.nodes} />
      <Gallery {...panel.gallery} items={data.allPanelGalleryItem.nodes} />
      <TeamGrid {...panel.team} members={data.allPanelTeamMember.nodes} />
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
    panelBlocksJson {
      stories {
        ...ClientStoriesCopy
      }
      gallery {
        ...GalleryCopy
      }
      team {
        ...TeamGridCopy
      }
    }
    allPanelStory(sort: { createdAt: ASC }) {
      nodes {
        ...ClientStory
      }
    }
    allPanelGalleryItem(sort: { createdAt: ASC }) {
      nodes {
        ...GalleryItem
      }
    }
    allPanelTeamMember(sort: { createdAt: ASC }) {
      nodes {
        ...TeamMember
      }
    }
  }
`
