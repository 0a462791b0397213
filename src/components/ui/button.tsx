import * as React from "react"
import { Link } from "gatsby"
import { cva, type VariantProps } from "class-variance-authority"
import { cn } from "../../lib/cn"

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-brand text-brand-foreground hover:bg-brand-light",
        accent: "bg-accent text-accent-foreground hover:bg-amber-400",
        outline: "border border-brand bg-white text-brand hover:bg-muted",
        inverse: "border border-white/70 bg-transparent text-white hover:bg-white/10",
        ghost: "text-brand hover:bg-muted",
        link: "text-brand underline-offset-4 hover:underline",
      },
      size: {
        sm: "h-9 px-3 text-sm whitespace-nowrap",
        default: "h-11 px-5 text-sm whitespace-nowrap",
        lg: "h-12 px-7 text-base whitespace-nowrap",
        // A long label wraps onto more lines instead of overflowing a phone screen.
        wrap: "min-h-12 px-7 py-3 text-center text-base",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  }
)

type ButtonProps = React.ComponentProps<"button"> & VariantProps<typeof buttonVariants>

export function Button({ className, variant, size, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
}

type ButtonLinkProps = Omit<React.ComponentProps<"a">, "ref"> &
  VariantProps<typeof buttonVariants> & { to?: string }

/** A link styled as a button: `to` for routes of the site (Gatsby's Link), `href` for anything else. */
export function ButtonLink({ className, variant, size, to, href, children, ...props }: ButtonLinkProps) {
  const classes = cn(buttonVariants({ variant, size }), className)
  if (to) {
    return (
      <Link to={to} className={classes} {...props}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} className={classes} {...props}>
      {children}
    </a>
  )
}
