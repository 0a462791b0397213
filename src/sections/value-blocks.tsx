import * as React from "react"
import { graphql } from "gatsby"
import { CheckCircle2 } from "../components/icons"
import { Container } from "../components/ui/section"

export const query = graphql`
  fragment ValueBlock on HomeTextBlock {
    title
    paragraphs
    points
  }
`

type Block = Queries.ValueBlockFragment

/** The home page's two text blocks: what we deliver, and how we help clients. */
export function ValueBlocks({ value, help }: { value: Block; help: Block }) {
  return (
    <section aria-label="What we do" className="bg-muted py-14 sm:py-20">
      <Container className="grid gap-12 lg:grid-cols-2">
        <TextBlock block={value} />
        <TextBlock block={help} />
      </Container>
    </section>
  )
}

function TextBlock({ block }: { block: Block }) {
  return (
    <div>
      <h2 className="text-brand text-3xl font-bold tracking-tight">
        {block.title}
      </h2>
      {block.paragraphs.map((paragraph) => (
        <p
          key={paragraph}
          className="text-muted-foreground mt-4 text-lg leading-relaxed"
        >
          {paragraph}
        </p>
      ))}
      {block.points && (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {block.points.map((point) => (
            <li key={point} className="text-brand flex gap-2 font-medium">
              <CheckCircle2
                aria-hidden
                className="text-teal mt-0.5 size-5 shrink-0"
              />
              {point}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
