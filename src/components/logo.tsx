import * as React from "react"
import { Link } from "gatsby"
import { useSiteConfig } from "../hooks/use-site-config"
import { cn } from "../lib/cn"

/** The brand mark (a drop within a hexagon: energy held by structure) and the name from site.json. */
export function Logo({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { name } = useSiteConfig()
  return (
    <Link to="/" onClick={onNavigate} aria-label={`${name} home page`} className={cn("flex items-center gap-2.5 font-bold tracking-tight", className)}>
      <svg viewBox="0 0 40 40" aria-hidden className="size-9 shrink-0">
        <path d="M20 2 36 11v18L20 38 4 29V11Z" fill="currentColor" opacity="0.15" />
        <path d="M20 2 36 11v18L20 38 4 29V11Z" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M20 9c4.5 6 7 9.6 7 13a7 7 0 0 1-14 0c0-3.4 2.5-7 7-13Z" fill="#f59e0b" />
      </svg>
      <span className="text-xl">{name}</span>
    </Link>
  )
}
