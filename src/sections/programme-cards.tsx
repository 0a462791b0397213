import * as React from "react"
import { graphql, Link } from "gatsby"
import { ArrowRight } from "../components/icons"
import { Card, CardTitle } from "../components/ui/card"
import { PanelImage } from "../components/panel-image"
import { Section } from "../components/ui/section"

export const query = graphql`
  fragment ProgrammeCardsCopy on PanelBlockCopy {
    title
    intro
    linkLabel
  }
  fragment ProgrammeCard on PanelProgramme {
    recordId
    slug
    Name
    Image
    ImageAlt
    ImageFocus
    summary
    imageFile {
      ...PanelCardImage
    }
  }
`

type ProgrammeCardsProps = Queries.ProgrammeCardsCopyFragment & {
  programmes: readonly Queries.ProgrammeCardFragment[]
}

/** The panel's programmes as cards, each leading to its own prebuilt /service/{slug}. Nothing when there are none. */
export function ProgrammeCards({
  title,
  intro,
  linkLabel,
  programmes,
}: ProgrammeCardsProps) {
  if (!programmes.length) return null
  return (
    // Teasers of the programmes, each found on its own page (data-pagefind-ignore).
    <Section id="programmes" data-pagefind-ignore title={title} intro={intro}>
      <ul className="grid justify-center gap-8 md:grid-cols-[repeat(auto-fit,minmax(18rem,24rem))]">
        {programmes.map((programme) => (
          <li key={programme.recordId}>
            <Card
              as="article"
              className="group focus-within:ring-teal relative h-full transition-shadow focus-within:ring-2 hover:shadow-lg"
            >
              <PanelImage
                url={programme.Image}
                file={programme.imageFile}
                alt={programme.ImageAlt}
                focus={programme.ImageFocus}
                className="aspect-[3/2]"
                sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
              />
              <div className="flex flex-1 flex-col p-6">
                <CardTitle>
                  <Link
                    to={`/service/${programme.slug}`}
                    className="after:absolute after:inset-0 focus-visible:outline-none"
                  >
                    {programme.Name}
                  </Link>
                </CardTitle>
                {programme.summary && (
                  <p className="text-muted-foreground mt-3 line-clamp-4 flex-1">
                    {programme.summary}
                  </p>
                )}
                <span
                  aria-hidden
                  className="text-teal mt-5 inline-flex items-center gap-1 text-sm font-semibold group-hover:underline"
                >
                  {linkLabel}
                  <ArrowRight className="size-4" />
                </span>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  )
}
