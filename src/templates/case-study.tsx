import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { Container, Section } from "../components/ui/section"
import { HeroBanner } from "../sections/hero-banner"
import { ServiceBadges } from "../sections/service-badges"
import { MeetingInvitation } from "../sections/meeting-invitation"
import { ArticleCarousel } from "../sections/article-carousel"
import { useArticlePage } from "../hooks/use-article-page"
import { useMoreArticles } from "../hooks/use-more-articles"
import { toImage } from "../lib/image"

/** A case-study page (brief, solution, negotiation outcome, result) followed by a row of article cards. */
export default function CaseStudyTemplate({ data, children }: PageProps<Queries.CaseStudyQuery>) {
  const page = data.mdx!.frontmatter!
  const copy = useArticlePage()
  return (
    <>
      <HeroBanner
        layout="split"
        blogHeading={page.category}
        heading={page.heading ?? page.title}
        subheading={page.subheading}
        image={toImage(page.image)}
        imageAlt={page.imageAlt}
      />
      <Container className="max-w-3xl py-12 text-lg text-foreground sm:py-16">
        <article data-testid="article-body">{children}</article>
      </Container>
      <Container className="max-w-5xl">
        <ServiceBadges title={copy.servicesTitle!} links={page.services ?? []} />
        <MeetingInvitation title={copy.meetingTitle!} text={copy.meetingText!} />
      </Container>
      <Section id="more-articles" tone="muted" title={copy.moreTitle} className="mt-16">
        <ArticleCarousel preset="caseArticles" label={copy.carouselLabel!} articles={useMoreArticles()} />
      </Section>
    </>
  )
}

export const Head = ({ location, data }: HeadProps<Queries.CaseStudyQuery>) => {
  const page = data.mdx!.frontmatter!
  return (
    <Seo title={page.title} description={page.description} pathname={location.pathname} image={page.image?.publicURL} />
  )
}

export const query = graphql`
  query CaseStudy($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        heading
        subheading
        category
        description
        services
        imageAlt
        image {
          publicURL
          childImageSharp {
            gatsbyImageData(width: 480, height: 480, placeholder: BLURRED)
          }
        }
      }
    }
  }
`
