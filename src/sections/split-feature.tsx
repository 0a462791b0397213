import * as React from "react"
import { graphql } from "gatsby"
import { ArrowRight } from "../components/icons"
import { ButtonLink } from "../components/ui/button"
import { Section } from "../components/ui/section"
import { cn } from "../lib/cn"
import { CheckList } from "./check-list"
import { Picture } from "../components/ui/picture"

export const query = graphql`
  fragment SplitFeature on ContentBlock {
    anchor
    title
    intro
    paragraphs
    bullets
    link
    linkLabel
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 720, aspectRatio: 1.333)
      }
    }
  }
`

type SplitFeatureProps = Queries.SplitFeatureFragment & {
  id: string
  /** Puts the image on the left on large screens, to alternate with the block above. */
  reverse?: boolean
  tone?: "default" | "muted"
  /** Full-width content under the text and image, e.g. the reasons of 'Why the ECMT?'. */
  children?: React.ReactNode
}

/** A titled block of prose beside an image, with optional key points and a link onwards. */
export function SplitFeature({
  id,
  title,
  intro,
  paragraphs,
  bullets,
  image,
  imageAlt,
  link,
  linkLabel,
  reverse,
  tone,
  children,
}: SplitFeatureProps) {
  const headingId = `${id}-title`
  const hasImage = Boolean(image?.childImageSharp)
  return (
    <Section id={id} tone={tone} aria-labelledby={headingId}>
      <div
        className={cn(
          "grid items-center gap-10",
          hasImage && "lg:grid-cols-2 lg:gap-16"
        )}
      >
        <div
          className={cn(
            !hasImage && "mx-auto max-w-3xl",
            reverse && "lg:order-2"
          )}
        >
          <h2
            id={headingId}
            className="text-brand text-3xl font-bold tracking-tight sm:text-4xl"
          >
            {title}
          </h2>
          {intro && (
            <p className="text-foreground mt-5 text-xl leading-relaxed">
              {intro}
            </p>
          )}
          {paragraphs?.map((paragraph) => (
            <p
              key={paragraph}
              className="text-muted-foreground mt-5 text-lg leading-relaxed"
            >
              {paragraph}
            </p>
          ))}
          {!!bullets?.length && <CheckList items={bullets} className="mt-6" />}
          {link && linkLabel && (
            <ButtonLink to={link} variant="outline" className="mt-8">
              {linkLabel}
              <ArrowRight aria-hidden />
            </ButtonLink>
          )}
        </div>
        {hasImage && (
          <Picture
            image={image}
            alt={imageAlt ?? ""}
            className={cn(
              "rounded-card aspect-[4/3] w-full shadow-lg",
              reverse && "lg:order-1"
            )}
          />
        )}
      </div>
      {children && <div className="mt-14">{children}</div>}
    </Section>
  )
}
