import * as React from "react"
import { ChevronDown } from "../icons"
import { cn } from "../../lib/cn"
import { fieldVariants } from "./input"

/** A native select (keyboard and screen-reader behaviour for free) with the fields' look. */
export function Select({
  className,
  children,
  ...props
}: React.ComponentProps<"select">) {
  return (
    <div className={cn("relative", className)}>
      <select
        className={cn(fieldVariants(), "appearance-none truncate pr-9")}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="text-muted-foreground pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2"
      />
    </div>
  )
}
