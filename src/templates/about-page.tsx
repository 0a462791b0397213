import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { PageJsonHead } from "../components/seo"
import { Section } from "../components/ui/section"
import { useOfferings } from "../hooks/use-offerings"
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
  const { hero, story, sectors, themes, closing } = data.pageJson!
  const panel = data.panelBlocksJson!
  return (
    <>
      <PageHero hero={hero} />
      <SplitFeature
        id="story"
        title={story!.title}
        paragraphs={story!.paragraphs}
      >
        <KeyFigures items={story!.items} />
      </SplitFeature>
      <Section
        id={sectors!.anchor!}
        tone="muted"
        title={sectors!.title}
        intro={sectors!.intro}
      >
        <SectorGrid items={sectors!.items} />
      </Section>
      <Section id="themes" title={themes!.title} intro={themes!.intro}>
        <ThemeBlocks
          items={themes!.items}
          linksTitle={themes!.linksTitle}
          offerings={useOfferings()}
        />
      </Section>
      <ClientStories {...panel.stories!} stories={data.allPanelStory.nodes} />
      <Gallery {...panel.gallery!} items={data.allPanelGalleryItem.nodes} />
      <TeamGrid {...panel.team!} members={data.allPanelTeamMember.nodes} />
      <CallToAction id="start" {...closing!} />
    </>
  )
}

export const Head = PageJsonHead

// The content file names its path with the `{brand}` placeholder, as the route table does.
export const query = graphql`
  query AboutPage {
    panelBlocksJson {
      stories {
        title
        intro
      }
      gallery {
        title
        intro
        otherCategory
      }
      team {
        title
        intro
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
    pageJson(slug: { eq: "/the-story-of-{brand}" }) {
      title
      description
      hero {
        ...PageHeroFields
      }
      story {
        title
        paragraphs
        items {
          value
          label
        }
      }
      sectors {
        anchor
        title
        intro
        items {
          title
          text
          imageAlt
          image {
            ...SectorImage
          }
        }
      }
      themes {
        title
        intro
        linksTitle
        items {
          anchor
          title
          text
          bullets
          imageAlt
          links
          image {
            ...SplitImage
          }
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
