import * as React from "react"
import { cn } from "../lib/cn"

// Tailwind's preflight strips the browser's heading, list and link styles; these give them back to
// HTML from the admin panel, in the same measures as the MDX pages (components/mdx-components.tsx).
// Apart from safe-html.tsx, so a prebuilt page (whose HTML the build has already cleaned) styles
// it without loading DOMPurify.
export const prose = [
  "text-lg leading-relaxed text-foreground",
  "[&_h1]:mt-10 [&_h1]:mb-4 [&_h1]:text-2xl [&_h1]:font-bold [&_h1]:text-brand",
  "[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand",
  "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-brand",
  "[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1",
  "[&_a]:font-medium [&_a]:text-teal [&_a]:underline [&_a]:underline-offset-2 [&_strong]:font-semibold",
  "[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:pl-5 [&_blockquote]:italic",
  "[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-card [&_table]:my-6 [&_td]:border [&_td]:px-3 [&_td]:py-2",
]

/** HTML the build has already cleaned (common/rich-text.ts), styled as prose. */
export function CleanHtml({
  html,
  className,
}: {
  html: string
  className?: string
}) {
  return (
    <div
      className={cn(prose, className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
