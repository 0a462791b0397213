import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"
import { cn } from "../../lib/cn"

const sectionVariants = cva("", {
  variants: {
    spacing: {
      default: "py-14 sm:py-20",
      compact: "py-12 sm:py-14",
    },
    tone: {
      default: "bg-white",
      muted: "bg-muted",
      brand: "bg-brand text-brand-foreground",
    },
  },
  defaultVariants: { tone: "default", spacing: "default" },
})

export function Container({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("container-page", className)} {...props} />
}

type SectionProps = Omit<React.ComponentProps<"section">, "title"> &
  VariantProps<typeof sectionVariants> & {
    eyebrow?: React.ReactNode
    title?: React.ReactNode
    intro?: React.ReactNode
  }

/** A page block: consistent spacing, an optional eyebrow, h2 title and intro, then its content. */
export function Section({ tone, spacing, eyebrow, title, intro, className, children, ...props }: SectionProps) {
  const headingId = props.id ? `${props.id}-title` : undefined
  return (
    <section aria-labelledby={title ? headingId : undefined} className={cn(sectionVariants({ tone, spacing }), className)} {...props}>
      <Container>
        {(eyebrow || title || intro) && (
          <header className="mx-auto mb-10 max-w-3xl text-center">
            {eyebrow && (
              <p className={cn("mb-2 text-sm font-semibold tracking-wider uppercase", tone === "brand" ? "text-accent" : "text-teal")}>
                {eyebrow}
              </p>
            )}
            {title && (
              <h2 id={headingId} className={cn("text-3xl font-bold tracking-tight sm:text-4xl", tone !== "brand" && "text-brand")}>
                {title}
              </h2>
            )}
            {intro && (
              <div className={cn("mt-4 text-lg leading-relaxed", tone === "brand" ? "text-white/85" : "text-muted-foreground")}>
                {intro}
              </div>
            )}
          </header>
        )}
        {children}
      </Container>
    </section>
  )
}
