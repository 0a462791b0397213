import * as React from "react"
import { graphql } from "gatsby"
import { PanelImage } from "../components/panel-image"
import { Section } from "../components/ui/section"
import { dayParts, formatDay } from "../lib/dates"
import { itemAnchor, itemsOfKind } from "../lib/search-index"

export const query = graphql`
  fragment NewsListCopy on PanelBlockCopy {
    title
  }
  fragment NewsItem on PanelNews {
    recordId
    title
    content
    date
    image
    imageAlt
    imageFocus
    imageFile {
      ...PanelCardImage
    }
  }
`

/** The panel's news, newest first as queried: each item in full, with its picture. Nothing when there is none. */
export function NewsList({
  title,
  news,
}: Queries.NewsListCopyFragment & {
  news: readonly Queries.NewsItemFragment[]
}) {
  if (!news.length) return null
  return (
    <Section id="news" {...itemsOfKind("news")} title={title}>
      <ul className="mx-auto max-w-5xl space-y-10">
        {news.map((item) => {
          const day = dayParts(item.date)
          return (
            <li key={item.recordId}>
              <article className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-start">
                <PanelImage
                  url={item.image}
                  file={item.imageFile}
                  alt={item.imageAlt}
                  focus={item.imageFocus}
                  className="rounded-card aspect-[3/2]"
                  sizes="(min-width: 1024px) 400px, (min-width: 768px) 40vw, 100vw"
                />
                <div className={item.image ? undefined : "md:col-span-2"}>
                  {day && (
                    <p className="text-teal text-sm font-semibold">
                      <time dateTime={item.date ?? undefined}>
                        {formatDay(day)}
                      </time>
                    </p>
                  )}
                  <h3
                    id={itemAnchor("news", item.recordId)}
                    className="text-brand mt-1 text-2xl leading-snug font-bold"
                  >
                    {item.title}
                  </h3>
                  {item.content && (
                    <p className="text-foreground mt-3 text-lg leading-relaxed whitespace-pre-line">
                      {item.content}
                    </p>
                  )}
                </div>
              </article>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
