import * as React from "react"
import { cn } from "../../lib/cn"

type CardProps = React.ComponentProps<"div"> & { as?: "div" | "article" }

/** A white card; `as="article"` for a card that stands alone (a story, a post, a programme). */
export function Card({ as: Element = "div", className, ...props }: CardProps) {
  return (
    <Element
      className={cn("flex flex-col overflow-hidden rounded-card border border-border bg-white shadow-sm", className)}
      {...props}
    />
  )
}

export function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 p-6 pb-0", className)} {...props} />
}

type CardTitleProps = React.ComponentProps<"h3"> & { as?: "h2" | "h3" | "h4" }

/** The card's heading; `as` sets its level to fit the outline of the page around it. */
export function CardTitle({ as: Heading = "h3", className, ...props }: CardTitleProps) {
  return <Heading className={cn("text-xl leading-snug font-bold text-brand", className)} {...props} />
}

export function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("flex-1 p-6 pt-3 text-base leading-relaxed text-muted-foreground", className)} {...props} />
}

export function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("flex items-center gap-3 p-6 pt-0", className)} {...props} />
}
