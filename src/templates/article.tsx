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

/** An article or business case from content/articles/<slug>/index.mdx. */
export default function ArticleTemplate({ data, children }: PageProps<Queries.ArticleQuery>) {
  const article = data.mdx!.frontmatter!
  const copy = useArticlePage()
  return (
    <>
      <HeroBanner
        layout="split"
        blogHeading={article.category}
        heading={article.heading ?? article.title}
        subheading={article.subheading}
        image={toImage(article.image)}
        imageAlt={article.imageAlt}
      />
      <Container className="max-w-3xl py-12 text-lg text-foreground sm:py-16">
        <article data-testid="article-body">{children}</article>
      </Container>
      <Container className="max-w-5xl">
        <ServiceBadges title={copy.servicesTitle!} links={article.services ?? []} />
        <MeetingInvitation title={copy.meetingTitle!} text={copy.meetingText!} />
      </Container>
      <Section id="more-articles" tone="muted" title={copy.moreTitle} intro={copy.moreIntro} className="mt-16">
        <ArticleCarousel label={copy.carouselLabel!} articles={useMoreArticles()} />
      </Section>
    </>
  )
}

export const Head = ({ location, data }: HeadProps<Queries.ArticleQuery>) => {
  const article = data.mdx!.frontmatter!
  return (
    <Seo
      title={article.title}
      description={article.description}
      pathname={location.pathname}
      image={article.image?.publicURL}
    />
  )
}

export const query = graphql`
  query Article($id: String!) {
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
