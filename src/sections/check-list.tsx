import * as React from "react"
import { graphql } from "gatsby"
import { CheckCircle2 } from "../components/icons"
import { cn } from "../lib/cn"

// What a block's check list reads: its bullet points.
export const query = graphql`
  fragment CheckList on ContentBlock {
    bullets
  }
`

type CheckListProps = {
  items: Queries.CheckListFragment["bullets"]
  /** Two columns from the md breakpoint for longer lists such as 'The Result'. */
  columns?: 1 | 2
  className?: string
}

/** A list of outcomes or key points, each behind a check mark. */
export function CheckList({ items, columns = 1, className }: CheckListProps) {
  return (
    <ul
      className={cn(
        "grid gap-4",
        columns === 2 && "md:grid-cols-2 md:gap-x-10",
        className
      )}
    >
      {items?.map((item) => (
        <li
          key={item}
          className="text-foreground flex gap-3 text-base leading-relaxed"
        >
          <CheckCircle2
            aria-hidden
            className="text-teal mt-1 size-5 shrink-0"
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
