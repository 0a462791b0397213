import * as React from "react"
import { cn } from "../../lib/cn"
import { fieldVariants } from "./input"

export function Textarea({
  className,
  ...props
}: React.ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(fieldVariants({ size: "area" }), "resize-y", className)}
      {...props}
    />
  )
}
