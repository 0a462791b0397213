import * as React from "react"
import DOMPurify from "dompurify"
import { cleanRichText } from "../../common/rich-text"
import { cn } from "../lib/cn"
import { prose } from "./prose"

// A record's rich text from the API (one newer than the build): the server stores it cleaned, and
// it is cleaned again here to the same list the build and the panel use (common/rich-text.ts), so
// a record stored before that rule shows as a built page would.

export function sanitizeHtml(html: string) {
  // Without a DOM (the build's server render) nothing is trusted; the browser fills it in.
  return DOMPurify.isSupported ? cleanRichText(DOMPurify, html) : ""
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
