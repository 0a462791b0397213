import * as React from "react"
import { graphql } from "gatsby"
import { CircleLink, type CircleTone } from "../components/ui/circle-link"
import { Section } from "../components/ui/section"

export const query = graphql`
  fragment WhyCircles on ContentBlock {
    title
    intro
    items {
      title
      text
      link
      image {
        childImageSharp {
          gatsbyImageData(width: 112, height: 112, layout: FIXED)
        }
      }
    }
  }
`

const tones: CircleTone[] = ["amber", "teal", "sky", "navy", "rose", "emerald"]

/** 'Why us': eight round image links, each with a reason and a line that backs it up. */
export function WhyCircles({
  id = "why",
  title,
  intro,
  items,
}: Queries.WhyCirclesFragment & { id?: string }) {
  return (
    <Section id={id} tone="muted" title={title} intro={intro}>
      <ul className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-4">
        {items?.map((item, index) => (
          <li
            key={item.title}
            className="flex flex-col items-center text-center"
          >
            <CircleLink
              to={item.link ?? "/"}
              image={item.image}
              label={item.title ?? ""}
              tone={tones[index % tones.length]}
              size="md"
            />
            <p className="text-muted-foreground mt-2 max-w-[13rem] text-sm leading-relaxed">
              {item.text}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
