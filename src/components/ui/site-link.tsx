import * as React from "react"
import { navigate, prefetchPathname } from "gatsby"

type SiteLinkProps = Omit<React.ComponentProps<"a">, "href" | "ref"> & {
  to: string
}

/**
 * A link to a page of the site: a plain anchor that Gatsby's router follows without a page load,
 * and that starts fetching the page when pointed at or focused. Gatsby's own Link does the same
 * through six React components and an IntersectionObserver per link, and a page has about fifty
 * links: a fifth of what a phone hydrated was links.
 */
export const SiteLink = React.forwardRef<HTMLAnchorElement, SiteLinkProps>(
  function SiteLink({ to, onClick, onMouseEnter, onFocus, ...props }, ref) {
    const prefetch = () => prefetchPathname(to.split(/[?#]/)[0])
    return (
      <a
        ref={ref}
        href={to}
        onClick={(event) => {
          onClick?.(event)
          if (!isPlainClick(event) || props.target) return
          event.preventDefault()
          // As with Gatsby's Link, following a link to the page one is on adds no history entry.
          void navigate(to, { replace: to === window.location.pathname })
        }}
        onMouseEnter={(event) => {
          onMouseEnter?.(event)
          prefetch()
        }}
        onFocus={(event) => {
          onFocus?.(event)
          prefetch()
        }}
        {...props}
      />
    )
  }
)

/** A left click without a modifier key: the browser is left to open new tabs and windows. */
function isPlainClick(event: React.MouseEvent) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  )
}
