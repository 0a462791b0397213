import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Container, Section } from "../components/ui/section"
import { HeroBanner } from "./hero-banner"
import { ServiceBadges } from "./service-badges"
import { MeetingInvitation } from "./meeting-invitation"
import { ArticleCarousel } from "./article-carousel"
import { useArticlePage } from "../hooks/use-article-page"
import { useMoreArticles } from "../hooks/use-more-articles"

type ArticleViewProps = {
  page: {
    title: string
    heading: string | null
    subheading: string | null
    category: string | null
    imageAlt: string | null
    services: readonly string[] | null
  }
  image: IGatsbyImageData | null
  /** Articles use the centred article carousel; the case page its own card row. */
  carousel: "article" | "caseArticles"
  children: React.ReactNode
}

/** An article or case study: hero, MDX body, service badges, meeting invitation, more articles. */
export function ArticleView({ page, image, carousel, children }: ArticleViewProps) {
  const copy = useArticlePage()
  return (
    <>
      <HeroBanner
        layout="split"
        blogHeading={page.category}
        heading={page.heading ?? page.title}
        subheading={page.subheading}
        image={image}
        imageAlt={page.imageAlt}
      />
      <Container className="max-w-3xl py-12 text-lg text-foreground sm:py-16">
        <article data-testid="article-body">{children}</article>
      </Container>
      <Container className="max-w-5xl">
        <ServiceBadges title={copy.servicesTitle!} links={page.services ?? []} />
        <MeetingInvitation title={copy.meetingTitle!} text={copy.meetingText!} />
      </Container>
      <Section
        id="more-articles"
        tone="muted"
        title={copy.moreTitle}
        intro={carousel === "article" ? copy.moreIntro : undefined}
        className="mt-16"
      >
        <ArticleCarousel preset={carousel} label={copy.carouselLabel!} articles={useMoreArticles()} />
      </Section>
    </>
  )
}
