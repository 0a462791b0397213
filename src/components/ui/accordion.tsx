import * as React from "react"
import { ChevronDown } from "../icons"
import { cn } from "../../lib/cn"

export type AccordionItem = { id: string; title: React.ReactNode; content: React.ReactNode }

type AccordionProps = {
  items: AccordionItem[]
  headingLevel?: "h3" | "h4"
  className?: string
}

/** Disclosure list: every item opens and closes on its own (WAI-ARIA accordion pattern). */
export function Accordion({ items, headingLevel: Heading = "h3", className }: AccordionProps) {
  const [open, setOpen] = React.useState<ReadonlySet<string>>(new Set())
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  return (
    <div className={cn("divide-y divide-border rounded-card border border-border bg-white", className)}>
      {items.map((item) => {
        const expanded = open.has(item.id)
        return (
          <div key={item.id}>
            <Heading className="text-base font-semibold text-brand sm:text-lg">
              <button
                type="button"
                id={`${item.id}-trigger`}
                aria-expanded={expanded}
                aria-controls={`${item.id}-panel`}
                onClick={() => toggle(item.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left hover:bg-muted"
              >
                <span>{item.title}</span>
                <ChevronDown aria-hidden className={cn("size-5 shrink-0 transition-transform", expanded && "rotate-180")} />
              </button>
            </Heading>
            <div
              id={`${item.id}-panel`}
              role="region"
              aria-labelledby={`${item.id}-trigger`}
              hidden={!expanded}
              className="px-5 pb-5 text-muted-foreground"
            >
              {item.content}
            </div>
          </div>
        )
      })}
    </div>
  )
}
