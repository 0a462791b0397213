import * as React from "react"
import { graphql } from "gatsby"
import { ArrowRight } from "../components/icons"
import { ButtonLink } from "../components/ui/button"
import { Section } from "../components/ui/section"

export const query = graphql`
  fragment CallToAction on ContentBlock {
    title
    intro
    paragraphs
    link
    linkLabel
  }
`

type CallToActionProps = Queries.CallToActionFragment & { id: string }

/**
 * A closing invitation and one button to the next step, on a navy panel inset from the page edge so
 * it stays distinct from the navy 'Get in Touch' footer that follows it.
 */
export function CallToAction({
  id,
  title,
  intro,
  paragraphs,
  link,
  linkLabel,
}: CallToActionProps) {
  const headingId = `${id}-title`
  return (
    <Section id={id} aria-labelledby={headingId}>
      <div className="rounded-card bg-brand text-brand-foreground mx-auto flex max-w-5xl flex-col items-center gap-6 px-6 py-12 text-center shadow-xl sm:px-12">
        <h2
          id={headingId}
          className="text-3xl font-bold tracking-tight sm:text-4xl"
        >
          {title}
        </h2>
        {[intro, ...(paragraphs ?? [])].filter(Boolean).map((paragraph) => (
          <p
            key={paragraph}
            className="max-w-3xl text-lg leading-relaxed text-white/85"
          >
            {paragraph}
          </p>
        ))}
        {link && (
          <ButtonLink to={link} variant="accent" size="wrap" className="mt-2">
            {linkLabel}
            <ArrowRight aria-hidden />
          </ButtonLink>
        )}
      </div>
    </Section>
  )
}
