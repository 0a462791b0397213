import * as React from "react"
import { graphql } from "gatsby"
import { BookOpen } from "../components/icons"

export const query = graphql`
  fragment CodexVolumes on ContentBlock {
    items {
      value
      title
      text
      parts {
        value
        title
      }
    }
  }
`

/** The volumes of Codex as cards; volumes with sub-volumes (4.1, 4.2, 5.1, 5.2) list them. */
export function CodexVolumes({ items }: Queries.CodexVolumesFragment) {
  return (
    <ol className="flex flex-wrap justify-center gap-6">
      {items?.map((volume) => (
        <li
          key={volume.value}
          className="rounded-card border-border border-t-accent flex w-full flex-col border-t-4 border-r border-b border-l bg-white p-6 shadow-sm sm:w-[calc(50%-0.75rem)] lg:w-[calc(25%-1.125rem)]"
        >
          <p className="text-teal flex items-center gap-2 text-sm font-semibold tracking-wider uppercase">
            <BookOpen aria-hidden className="size-4" />
            Volume {volume.value}
          </p>
          <h3 className="text-brand mt-2 text-lg leading-snug font-bold">
            {volume.title}
          </h3>
          <p className="text-muted-foreground mt-2 flex-1 text-base leading-relaxed">
            {volume.text}
          </p>
          {!!volume.parts?.length && (
            <ul
              aria-label={`Sub-volumes of volume ${volume.value}`}
              className="border-border mt-4 space-y-2 border-t pt-4"
            >
              {volume.parts.map((part) => (
                <li key={part.value} className="flex gap-3 text-sm">
                  <span className="text-brand font-bold tabular-nums">
                    {part.value}
                  </span>
                  <span className="text-foreground">{part.title}</span>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  )
}
