import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"
import { cn } from "../../lib/cn"

// Shared by input, textarea and select: white fields read well on the navy footer and in the modal.
export const fieldVariants = cva(
  "border-border text-foreground placeholder:text-muted-foreground focus-visible:border-brand w-full rounded-md border bg-white px-3 text-sm shadow-xs transition-colors disabled:cursor-not-allowed disabled:opacity-60",
  {
    variants: {
      size: {
        default: "h-11",
        area: "min-h-28 py-2.5 leading-relaxed",
      },
    },
    defaultVariants: { size: "default" },
  }
)

type InputProps = Omit<React.ComponentProps<"input">, "size"> &
  VariantProps<typeof fieldVariants>

// The type is said even when it is text: checkers match an autocomplete token against it.
export function Input({
  className,
  size,
  type = "text",
  ...props
}: InputProps) {
  return (
    <input
      type={type}
      className={cn(fieldVariants({ size }), className)}
      {...props}
    />
  )
}
