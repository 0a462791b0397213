import * as React from "react"
import { ArrowRight } from "lucide-react"
import { ButtonLink } from "../components/ui/button"
import { Section } from "../components/ui/section"
import { present, type Maybe, type MaybeList } from "./content-image"

type CallToActionProps = {
  id: string
  title: Maybe<string>
  intro?: Maybe<string>
  paragraphs?: MaybeList<string>
  link: Maybe<string>
  linkLabel: Maybe<string>
}

/** A closing navy band: a short invitation and one button to the next step. */
export function CallToAction({
  id,
  title,
  intro,
  paragraphs,
  link,
  linkLabel,
}: CallToActionProps) {
  return (
    <Section id={id} tone="brand" title={title} intro={intro}>
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center">
        {present(paragraphs).map((paragraph) => (
          <p key={paragraph} className="text-lg leading-relaxed text-white/85">
            {paragraph}
          </p>
        ))}
        {link && (
          <ButtonLink
            to={link}
            variant="accent"
            size="lg"
            className="h-auto min-h-12 py-3 text-center whitespace-normal"
          >
            {linkLabel}
            <ArrowRight aria-hidden />
          </ButtonLink>
        )}
      </div>
    </Section>
  )
}
