import * as React from "react"
import { Link } from "gatsby"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { cva, type VariantProps } from "class-variance-authority"
import { cn } from "../../lib/cn"

const ringVariants = cva(
  "block overflow-hidden rounded-full border-4 transition-all duration-300 group-hover:border-transparent group-hover:shadow-xl group-focus-visible:border-transparent group-focus-visible:shadow-xl",
  {
    variants: {
      tone: {
        amber: "border-tone-amber",
        teal: "border-tone-teal",
        sky: "border-tone-sky",
        navy: "border-tone-navy",
        rose: "border-tone-rose",
        emerald: "border-tone-emerald",
      },
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

type CircleLinkProps = VariantProps<typeof ringVariants> & {
  to: string
  image: IGatsbyImageData | null
  label: string
  className?: string
}

/** A round image link whose coloured border gives way to a shadow on hover and focus. */
export function CircleLink({ to, image, label, tone, size, className }: CircleLinkProps) {
  return (
    <Link to={to} className={cn("group flex w-28 flex-col items-center gap-2 text-center", className)}>
      <span className={ringVariants({ tone, size })}>
        {image && <GatsbyImage image={image} alt="" className="size-full" />}
      </span>
      <span className="text-sm font-semibold text-brand group-hover:underline">{label}</span>
    </Link>
  )
}

export function CircleLinkRow({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("flex flex-wrap justify-center gap-6", className)} {...props} />
}
