import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { Section } from "../components/ui/section"
import { toArticleSummary } from "../components/article-card"
import { HeroCarousel } from "../sections/hero-carousel"
import { BannerBand } from "../sections/banner-band"
import { SectorsStrip } from "../sections/sectors-strip"
import { ValueBlocks } from "../sections/value-blocks"
import { SolutionsGrid } from "../sections/solutions-grid"
import { ChallengePicker } from "../sections/challenge-picker"
import { ArticleTeasers } from "../sections/article-teasers"
import { FaqList } from "../sections/faq-list"
import { HomeAccordion } from "../sections/home-accordion"
import { useSectors } from "../hooks/use-sectors"
import { useSiteConfig } from "../hooks/use-site-config"
import { toImage } from "../lib/image"

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const home = data.homeJson!
  const { brand } = useSiteConfig()
  const teasers = home.teasers.map(toArticleSummary)

  return (
    <>
      <h1 className="sr-only">{home.title}</h1>
      <HeroCarousel slides={home.heroSlides.map((slide) => ({ ...slide, image: toImage(slide.image) }))} />
      <BannerBand title={data.panelBlocksJson?.banners?.title} banners={data.allPanelBanner.nodes} />
      <SectorsStrip title={home.sectorsTitle} sectors={useSectors()} />
      <ValueBlocks value={home.value} help={home.help} />
      <Section id="solutions" title={home.solutionsTitle} intro={home.solutionsIntro}>
        <SolutionsGrid items={home.solutions.map((item) => ({ ...item, image: toImage(item.image) }))} />
      </Section>
      <ChallengePicker
        title={home.challenges.title}
        intro={home.challenges.intro}
        challenges={home.challenges.items}
        aboutPath={`/the-story-of-${brand}`}
        ai={home.ai}
      />
      <Section id="articles" title={home.teasersTitle}>
        <ArticleTeasers articles={teasers} />
      </Section>
      <Section id="faq" tone="muted" title={home.faqTitle}>
        <FaqList items={home.faq} />
      </Section>
      <Section id="start" title={home.accordionTitle}>
        <HomeAccordion panels={home.accordion.map((panel) => ({ ...panel, image: toImage(panel.image) }))} />
      </Section>
    </>
  )
}

export const Head = ({ location, data }: HeadProps<Queries.HomePageQuery>) => (
  <Seo pathname={location.pathname} description={data.homeJson!.description} />
)

export const query = graphql`
  query HomePage {
    panelBlocksJson {
      banners {
        title
      }
    }
    allPanelBanner(sort: [{ order: ASC }, { recordId: ASC }]) {
      nodes {
        ...BannerBandItem
      }
    }
    homeJson {
      title
      description
      heroSlides {
        id
        imageAlt
        title
        subtitle
        description
        description2
        gradient
        image {
          childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 800, 1200, 1600], quality: 65)
          }
        }
      }
      sectorsTitle
      value {
        title
        paragraphs
      }
      help {
        title
        paragraphs
        points
      }
      solutionsTitle
      solutionsIntro
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
      challenges {
        title
        intro
        items {
          id
          label
        }
      }
      ai {
        title
        text
        label
        link
      }
      teasersTitle
      teasers {
        ...ArticleCardFields
      }
      faqTitle
      faq {
        id
        question
        answer
        links
      }
      accordionTitle
      accordion {
        id
        title
        description
        link
        caseTitle
        caseText
        image {
          childImageSharp {
            gatsbyImageData(width: 900, height: 600)
          }
        }
      }
    }
  }
`
