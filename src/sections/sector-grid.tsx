import * as React from "react"
import { graphql } from "gatsby"
import { Picture } from "../components/ui/picture"

export const query = graphql`
  fragment SectorGrid on ContentBlock {
    items {
      title
      text
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 400, aspectRatio: 1.333)
        }
      }
    }
  }
`

/** Who we serve: an image card per energy sector with a line on what drives its cost. */
export function SectorGrid({ items }: Queries.SectorGridFragment) {
  return (
    <ul className="grid grid-cols-1 gap-5 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-5">
      {items?.map((sector) => (
        <li
          key={sector.title}
          className="rounded-card border-border overflow-hidden border bg-white shadow-sm"
        >
          <Picture
            image={sector.image}
            alt={sector.imageAlt ?? ""}
            className="aspect-[4/3] w-full"
          />
          <div className="p-4">
            <h3 className="text-brand text-base font-bold">{sector.title}</h3>
            <p className="text-muted-foreground mt-1 text-sm leading-relaxed">
              {sector.text}
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}
