import * as React from "react"

type ProgrammeArticleProps = {
  name: string
  /** The programme's picture, when it has one. */
  image?: React.ReactNode
  /** Its cleaned HTML description. */
  body: React.ReactNode
}

/**
 * A programme of the panel: the prebuilt /service/{slug} and the browser's fallback for a programme
 * newer than the last build show it alike: the name as heading, the image, the description.
 */
export function ProgrammeArticle({ name, image, body }: ProgrammeArticleProps) {
  return (
    <article className="container-page max-w-4xl py-12 sm:py-16">
      <h2 className="text-brand text-3xl font-bold tracking-tight sm:text-4xl">
        {name}
      </h2>
      {image && <div className="mt-8">{image}</div>}
      <div className="mt-8">{body}</div>
    </article>
  )
}
