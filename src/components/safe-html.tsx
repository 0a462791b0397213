import * as React from "react"
import DOMPurify from "dompurify"
import { sanitizeWith } from "../../common/sanitize"
import { cn } from "../lib/cn"
import { prose } from "./prose"

// HTML from the API is stored exactly as an administrator sent it; rendering it is
// where it gets cleaned, with the rules the build and the panel use too (common/sanitize.ts).

export function sanitizeHtml(html: string) {
  // Without a DOM (the build's server render) nothing is trusted; the browser fills it in.
  return DOMPurify.isSupported ? sanitizeWith(DOMPurify, html) : ""
}

/** An image address we are willing to put in `src`: http(s) or a path on this site. */
export function safeImageUrl(url: string | null | undefined) {
  return url && /^(https?:\/\/|\/(?!\/))/i.test(url.trim()) ? url.trim() : null
}

export function SafeHtml({
  html,
  className,
}: {
  html: string
  className?: string
}) {
  const clean = React.useMemo(() => sanitizeHtml(html), [html])
  return (
    <div
      className={cn(prose, className)}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
