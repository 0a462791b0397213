import * as React from "react"
import { graphql } from "gatsby"
import { Container, Section } from "../components/ui/section"
import { HeroBanner } from "./hero-banner"
import { ServiceBadges } from "./service-badges"
import { MeetingInvitation } from "./meeting-invitation"
import { ArticleCarousel } from "./article-carousel"
import { useArticlePage } from "../hooks/use-article-page"
import { useMoreArticles } from "../hooks/use-more-articles"

export const query = graphql`
  fragment ArticleView on MdxFrontmatter {
    title
    template
    heading
    subheading
    category
    services
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 480, height: 480)
      }
    }
  }
`

type ArticleViewProps = {
  page: Queries.ArticleViewFragment
  children: React.ReactNode
}

/**
 * An article or case study: hero, MDX body, service badges, meeting invitation, more articles.
 * Articles end in the centred article carousel; the case study in its own row of cards.
 */
export function ArticleView({ page, children }: ArticleViewProps) {
  const carousel = page.template === "case-study" ? "caseArticles" : "article"
  const copy = useArticlePage()
  return (
    <>
      <HeroBanner
        layout="split"
        blogHeading={page.category}
        heading={page.heading ?? page.title}
        subheading={page.subheading}
        image={page.image}
        imageAlt={page.imageAlt}
      />
      <Container className="text-foreground max-w-3xl py-12 text-lg sm:py-16">
        <article data-testid="article-body">{children}</article>
      </Container>
      <Container className="max-w-5xl">
        <ServiceBadges
          title={copy.servicesTitle!}
          links={page.services ?? []}
        />
        <MeetingInvitation
          title={copy.meetingTitle!}
          text={copy.meetingText!}
        />
      </Container>
      {/* Other articles' teasers: the search finds each on its own page (data-pagefind-ignore). */}
      <Section
        id="more-articles"
        data-pagefind-ignore
        tone="muted"
        title={copy.moreTitle}
        intro={carousel === "article" ? copy.moreIntro : undefined}
        className="mt-16"
      >
        <ArticleCarousel
          preset={carousel}
          label={copy.carouselLabel!}
          articles={useMoreArticles()}
        />
      </Section>
    </>
  )
}
