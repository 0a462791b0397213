import * as React from "react"
import { graphql } from "gatsby"
import { cn } from "../lib/cn"

export const query = graphql`
  fragment StepList on ContentBlock {
    items {
      value
      label
      title
      text
    }
  }
`

// Rows that wrap and centre their last line, so 7 steps read 4 + 3 and 10 chapters 5 + 5.
const widthClasses = {
  3: "sm:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]",
  4: "sm:w-[calc(50%-0.75rem)] lg:w-[calc(25%-1.125rem)]",
  5: "sm:w-[calc(50%-0.75rem)] lg:w-[calc(20%-1.2rem)]",
} as const

function perRow(count: number): keyof typeof widthClasses {
  if (count % 5 === 0) return 5
  if (count === 3 || count === 6 || count === 9) return 3
  return 4
}

/** Numbered steps, tiers or chapters: an ordered list whose badge is the item's own number or tag. */
export function StepList({
  items,
  className,
}: {
  items: Queries.StepListFragment["items"]
  className?: string
}) {
  const steps = items ?? []
  const width = widthClasses[perRow(steps.length)]
  return (
    <ol className={cn("flex flex-wrap justify-center gap-6", className)}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={cn(
            "rounded-card border-border flex w-full flex-col border bg-white p-6 shadow-sm",
            width
          )}
        >
          <span
            aria-hidden={!step.label}
            className="bg-brand text-brand-foreground flex h-11 min-w-11 items-center justify-center self-start rounded-full px-3 text-sm font-bold"
          >
            {step.label ?? step.value ?? index + 1}
          </span>
          <h3 className="text-brand mt-4 text-lg leading-snug font-bold">
            {step.title}
          </h3>
          {step.text && (
            <p className="text-muted-foreground mt-2 text-base leading-relaxed">
              {step.text}
            </p>
          )}
        </li>
      ))}
    </ol>
  )
}
