import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"
import { cn } from "../../lib/cn"

const labelVariants = cva("mb-1.5 block text-sm font-medium", {
  variants: {
    tone: {
      default: "text-foreground",
      inverse: "text-white/90",
    },
  },
  defaultVariants: { tone: "default" },
})

type LabelProps = React.ComponentProps<"label"> &
  VariantProps<typeof labelVariants>

export function Label({ className, tone, ...props }: LabelProps) {
  return <label className={cn(labelVariants({ tone }), className)} {...props} />
}
