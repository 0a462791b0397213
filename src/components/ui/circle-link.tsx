import * as React from "react"
import { Link } from "gatsby"
import { Picture, type ImageFile } from "./picture"
import { cva, type VariantProps } from "class-variance-authority"
import { cn } from "../../lib/cn"

// The border of each of the site's tones, for every round image that wears one.
export const toneBorders = {
  amber: "border-tone-amber",
  teal: "border-tone-teal",
  sky: "border-tone-sky",
  navy: "border-tone-navy",
  rose: "border-tone-rose",
  emerald: "border-tone-emerald",
}

const ringVariants = cva(
  "overflow-hidden rounded-full border-4 transition-all duration-300 group-hover:border-transparent group-hover:shadow-xl group-focus-visible:border-transparent group-focus-visible:shadow-xl",
  {
    variants: {
      tone: toneBorders,
      size: {
        sm: "size-20",
        md: "size-28",
        lg: "size-40",
      },
    },
    defaultVariants: { tone: "teal", size: "sm" },
  }
)

export type CircleTone = NonNullable<VariantProps<typeof ringVariants>["tone"]>

// The label is a little wider than its ring, so two-line labels stay under it.
const labelWidth = { sm: "w-28", md: "w-36", lg: "w-40" } as const

type CircleLinkProps = VariantProps<typeof ringVariants> & {
  to: string
  image: ImageFile
  label: string
}

/** A round image link whose coloured border gives way to a shadow on hover and focus. */
export function CircleLink({ to, image, label, tone, size }: CircleLinkProps) {
  return (
    <Link
      to={to}
      className={cn(
        "group flex flex-col items-center gap-2 text-center",
        labelWidth[size ?? "sm"]
      )}
    >
      <div className={ringVariants({ tone, size })}>
        <Picture image={image} alt="" className="size-full" />
      </div>
      <span className="text-brand text-sm font-semibold group-hover:underline">
        {label}
      </span>
    </Link>
  )
}

const rowVariants = cva("flex flex-wrap", {
  variants: {
    align: { center: "justify-center", start: "justify-start" },
    spacing: { default: "gap-6", wide: "gap-8" },
  },
  defaultVariants: { align: "center", spacing: "default" },
})

export function CircleLinkRow({
  className,
  align,
  spacing,
  ...props
}: React.ComponentProps<"div"> & VariantProps<typeof rowVariants>) {
  return (
    <div
      className={cn(rowVariants({ align, spacing }), className)}
      {...props}
    />
  )
}
