import * as React from "react"
import { graphql } from "gatsby"
import { cn } from "../lib/cn"

export const query = graphql`
  fragment KeyFigures on ContentBlock {
    items {
      value
      label
    }
  }
`

type KeyFiguresProps = {
  items: Queries.KeyFiguresFragment["items"]
  /** "brand" sets the figures on the navy band; "light" on white or muted backgrounds. */
  tone?: "light" | "brand"
  className?: string
}

/**
 * Headline figures such as 40+ services or 30+ experts, value above label. Rows wrap two to a line
 * on phones and centre a lone last figure.
 */
export function KeyFigures({
  items,
  tone = "light",
  className,
}: KeyFiguresProps) {
  const figures = items ?? []
  return (
    <ul
      className={cn(
        "flex flex-wrap justify-center gap-x-6 gap-y-8 text-center",
        className
      )}
    >
      {figures.map((figure) => (
        <li
          key={`${figure.value}-${figure.label}`}
          className={cn(
            "flex w-[calc(50%-0.75rem)] flex-col items-center gap-2",
            figures.length === 3
              ? "sm:w-[calc(33.333%-1rem)]"
              : "lg:w-[calc(25%-1.125rem)]"
          )}
        >
          <span
            className={cn(
              "text-4xl font-extrabold tracking-tight tabular-nums sm:text-5xl",
              tone === "brand" ? "text-accent" : "text-brand"
            )}
          >
            {figure.value}
          </span>{" "}
          <span
            className={cn(
              "max-w-[16rem] text-sm leading-snug",
              tone === "brand" ? "text-white/85" : "text-muted-foreground"
            )}
          >
            {figure.label}
          </span>
        </li>
      ))}
    </ul>
  )
}
