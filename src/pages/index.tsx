import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { Section } from "../components/ui/section"
import { HeroCarousel } from "../sections/hero-carousel"
import { BannerBand } from "../sections/banner-band"
import { SectorsStrip } from "../sections/sectors-strip"
import { ValueBlocks } from "../sections/value-blocks"
import { SolutionsGrid } from "../sections/solutions-grid"
import { ChallengePicker } from "../sections/challenge-picker"
import { ArticleTeasers } from "../sections/article-teasers"
import { FaqList } from "../sections/faq-list"
import { HomeAccordion } from "../sections/home-accordion"

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const home = data.home!
  return (
    <>
      <h1 className="sr-only">{home.title}</h1>
      <HeroCarousel slides={home.heroSlides} />
      <BannerBand
        {...data.panelBlocksJson!.banners}
        banners={data.allPanelBanner.nodes}
      />
      <SectorsStrip title={home.sectorsTitle} />
      <ValueBlocks value={home.value} help={home.help} />
      <Section
        id="solutions"
        title={home.solutionsTitle}
        intro={home.solutionsIntro}
      >
        <SolutionsGrid items={home.solutions} />
      </Section>
      <ChallengePicker {...home} />
      {/* Teasers of articles the search finds on their own pages. */}
      <Section id="articles" data-pagefind-ignore title={home.teasersTitle}>
        <ArticleTeasers articles={home.teasers} />
      </Section>
      <Section id="faq" tone="muted" title={home.faqTitle}>
        <FaqList items={home.faq} />
      </Section>
      <Section id="start" title={home.accordionTitle}>
        <HomeAccordion panels={home.accordion} />
      </Section>
    </>
  )
}

export const Head = ({ location, data }: HeadProps<Queries.HomePageQuery>) => (
  <Seo pathname={location.pathname} description={data.home!.description} />
)

export const query = graphql`
  query HomePage {
    home: homeJson {
      title
      description
      heroSlides {
        ...HeroCarousel
      }
      sectorsTitle
      value {
        ...ValueBlock
      }
      help {
        ...ValueBlock
      }
      solutionsTitle
      solutionsIntro
      solutions {
        ...SolutionsGrid
      }
      ...ChallengePicker
      teasersTitle
      teasers {
        ...ArticleCard
      }
      faqTitle
      faq {
        ...FaqList
      }
      accordionTitle
      accordion {
        ...HomeAccordion
      }
    }
    panelBlocksJson {
      banners {
        ...BannerBandCopy
      }
    }
    allPanelBanner(sort: [{ order: ASC }, { recordId: ASC }]) {
      nodes {
        ...BannerBandItem
      }
    }
  }
`
