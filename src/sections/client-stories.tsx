import * as React from "react"
import { graphql } from "gatsby"
import { Card, CardTitle } from "../components/ui/card"
import { PanelImage } from "../components/panel-image"
import { Section } from "../components/ui/section"

export const query = graphql`
  fragment ClientStoriesCopy on PanelBlockCopy {
    title
    intro
  }
  fragment ClientStory on PanelStory {
    recordId
    title
    content
    image
    imageAlt
    imageFocus
    imageFile {
      ...PanelCardImage
    }
  }
`

type ClientStoriesProps = Queries.ClientStoriesCopyFragment & {
  stories: readonly Queries.ClientStoryFragment[]
}

/** The About page's client stories from the panel: image, title and the story. Nothing when there are none. */
export function ClientStories({ title, intro, stories }: ClientStoriesProps) {
  if (!stories.length) return null
  return (
    <Section id="client-stories" tone="muted" title={title} intro={intro}>
      <ul className="grid justify-center gap-8 md:grid-cols-[repeat(auto-fit,minmax(18rem,24rem))]">
        {stories.map((story) => (
          <li key={story.recordId}>
            <Card as="article" className="h-full">
              <PanelImage
                url={story.image}
                file={story.imageFile}
                alt={story.imageAlt}
                focus={story.imageFocus}
                className="aspect-[3/2]"
                sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
              />
              <div className="flex flex-1 flex-col p-6">
                <CardTitle>{story.title}</CardTitle>
                {story.content && (
                  <p className="text-muted-foreground mt-3 leading-relaxed whitespace-pre-line">
                    {story.content}
                  </p>
                )}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  )
}
