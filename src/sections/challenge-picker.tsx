import * as React from "react"
import { graphql } from "gatsby"
import { ArrowRight, Sparkles } from "../components/icons"
import { ButtonLink } from "../components/ui/button"
import { Section } from "../components/ui/section"

export const query = graphql`
  fragment ChallengePicker on HomeJson {
    challenges {
      title
      intro
      link
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
  }
`

/** 'Select your Challenge & find your Solutions': three routes into the About page, then the AI teaser. */
export function ChallengePicker({
  challenges,
  ai,
}: Queries.ChallengePickerFragment) {
  return (
    <Section
      id="challenges"
      tone="brand"
      title={challenges.title}
      intro={challenges.intro}
    >
      <ul className="flex flex-col justify-center gap-4 sm:flex-row">
        {challenges.items.map((challenge) => (
          <li key={challenge.id}>
            <ButtonLink
              to={`${challenges.link}#${challenge.id}`}
              variant="inverse"
              size="lg"
              className="w-full sm:w-auto"
            >
              {challenge.label}
              <ArrowRight aria-hidden />
            </ButtonLink>
          </li>
        ))}
      </ul>
      <div className="rounded-card mx-auto mt-12 flex max-w-3xl flex-col items-center gap-4 bg-white/5 p-8 text-center ring-1 ring-white/15">
        <h3 className="text-xl font-bold">{ai.title}</h3>
        <p className="text-white/85">{ai.text}</p>
        <ButtonLink to={ai.link} variant="accent" size="lg">
          <Sparkles aria-hidden />
          {ai.label}
        </ButtonLink>
      </div>
    </Section>
  )
}
