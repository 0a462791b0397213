import * as React from "react"
import { CheckCircle2 } from "../components/icons"
import { Container } from "../components/ui/section"

type Block = { title: string; paragraphs: readonly string[]; points?: readonly string[] | null }

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
      <h2 className="text-3xl font-bold tracking-tight text-brand">{block.title}</h2>
      {block.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-lg leading-relaxed text-muted-foreground">
          {paragraph}
        </p>
      ))}
      {block.points && (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {block.points.map((point) => (
            <li key={point} className="flex gap-2 font-medium text-brand">
              <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-teal" />
              {point}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
