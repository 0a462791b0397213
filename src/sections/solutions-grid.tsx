import * as React from "react"
import { SiteLink } from "../components/ui/site-link"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../components/ui/picture"
import { ArrowRight } from "../components/icons"
import { cva } from "class-variance-authority"

export type Solution = {
  id: string
  title: string
  image: IGatsbyImageData | null
  imageAlt: string
  text: string | null
  list: readonly string[] | null
  borderColor: string
  link: string
}

const ringVariants = cva(
  "mx-auto block size-36 overflow-hidden rounded-full border-[6px] transition-all duration-300 group-hover:border-transparent group-hover:shadow-2xl group-focus-within:border-transparent group-focus-within:shadow-2xl",
  {
    variants: {
      color: {
        amber: "border-tone-amber",
        teal: "border-tone-teal",
        sky: "border-tone-sky",
        navy: "border-tone-navy",
        rose: "border-tone-rose",
        emerald: "border-tone-emerald",
      },
    },
    defaultVariants: { color: "teal" },
  }
)

type Color = "amber" | "teal" | "sky" | "navy" | "rose" | "emerald"

/** Solution cards: a round image that trades its coloured border for a shadow on hover. */
export function SolutionsGrid({ items }: { items: Solution[] }) {
  return (
    <ul className="grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id} className="group relative flex flex-col items-center text-center">
          <span className={ringVariants({ color: item.borderColor as Color })}>
            {item.image && <Picture image={item.image} alt={item.imageAlt} className="size-full" />}
          </span>
          <h3 className="mt-5 text-xl font-bold text-brand">
            <SiteLink to={item.link} className="after:absolute after:inset-0 focus-visible:outline-none">
              {item.title}
            </SiteLink>
          </h3>
          {item.text && <p className="mt-2 max-w-xs text-muted-foreground">{item.text}</p>}
          {item.list && (
            <ul className="mt-2 space-y-1 text-muted-foreground">
              {item.list.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          <span aria-hidden className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-teal group-hover:underline">
            Learn more <ArrowRight className="size-4" />
          </span>
        </li>
      ))}
    </ul>
  )
}
