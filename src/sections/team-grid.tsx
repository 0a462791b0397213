import * as React from "react"
import { graphql } from "gatsby"
import { PanelImage } from "../components/panel-image"
import { Section } from "../components/ui/section"

export const query = graphql`
  fragment TeamGridCopy on PanelBlockCopy {
    title
    intro
  }
  fragment TeamMember on PanelTeamMember {
    recordId
    name
    role
    bio
    image
    imageAlt
    imageFocus
    imageFile {
      childImageSharp {
        gatsbyImageData(width: 320, aspectRatio: 1, formats: [AUTO, WEBP, AVIF])
      }
    }
  }
`

type TeamGridProps = Queries.TeamGridCopyFragment & {
  members: readonly Queries.TeamMemberFragment[]
}

/** The team from the panel: portrait (or initials), name, role and bio. Nothing when there is no one. */
export function TeamGrid({ title, intro, members }: TeamGridProps) {
  if (!members.length) return null
  return (
    <Section id="team" title={title} intro={intro}>
      <ul className="grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-4">
        {members.map((person) => (
          <li
            key={person.recordId}
            className="flex flex-col items-center text-center"
          >
            {person.image ? (
              <PanelImage
                url={person.image}
                file={person.imageFile}
                alt={person.imageAlt}
                focus={person.imageFocus}
                className="ring-muted aspect-square w-36 rounded-full ring-4"
                sizes="144px"
              />
            ) : (
              <span
                aria-hidden
                className="bg-muted text-brand flex aspect-square w-36 items-center justify-center rounded-full text-3xl font-bold"
              >
                {initials(person.name)}
              </span>
            )}
            <h3 className="text-brand mt-5 text-lg font-bold">{person.name}</h3>
            {person.role && (
              <p className="text-teal text-sm font-semibold tracking-wide uppercase">
                {person.role}
              </p>
            )}
            {person.bio && (
              <p className="text-muted-foreground mt-3 leading-relaxed whitespace-pre-line">
                {person.bio}
              </p>
            )}
          </li>
        ))}
      </ul>
    </Section>
  )
}

export function initials(name: string) {
  const words = name.trim().split(/\s+/)
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words
  return letters.map((word) => word.charAt(0).toUpperCase()).join("")
}
