import * as React from "react"
import { ArrowRight, Sparkles } from "../components/icons"
import { ButtonLink } from "../components/ui/button"
import { Section } from "../components/ui/section"

type Challenge = { id: string; label: string }
type AiLink = { title: string; text: string; label: string; link: string }

type ChallengePickerProps = {
  title: string
  intro: string
  challenges: readonly Challenge[]
  aboutPath: string
  ai: AiLink
}

/** 'Select your Challenge & find your Solutions': three routes into the About page, then the AI teaser. */
export function ChallengePicker({ title, intro, challenges, aboutPath, ai }: ChallengePickerProps) {
  return (
    <Section id="challenges" tone="brand" title={title} intro={intro}>
      <ul className="flex flex-col justify-center gap-4 sm:flex-row">
        {challenges.map((challenge) => (
          <li key={challenge.id}>
            <ButtonLink to={`${aboutPath}#${challenge.id}`} variant="inverse" size="lg" className="w-full sm:w-auto">
              {challenge.label}
              <ArrowRight aria-hidden />
            </ButtonLink>
          </li>
        ))}
      </ul>
      <div className="mx-auto mt-12 flex max-w-3xl flex-col items-center gap-4 rounded-card bg-white/5 p-8 text-center ring-1 ring-white/15">
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
