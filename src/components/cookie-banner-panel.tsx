import * as React from "react"
import { SiteLink } from "./ui/site-link"
import { Cookie } from "./icons"
import Cookies from "js-cookie"
import { CONSENT_COOKIE, consentChanged, type Consent } from "../lib/consent"
import { useFormsCopy } from "../hooks/use-forms-copy"
import { Button } from "./ui/button"

export function saveConsent(choice: Consent) {
  Cookies.set(CONSENT_COOKIE, choice, {
    expires: 365,
    path: "/",
    sameSite: "lax",
    secure: window.location.protocol === "https:",
  })
  console.log(`Cookie consent: ${choice}`)
  consentChanged()
}

/**
 * The banner itself: a fixed overlay at the bottom, so it moves nothing on the page when it
 * appears or goes. Loaded by cookie-banner.tsx only while no choice is stored.
 */
export function CookieBannerPanel() {
  const copy = useFormsCopy().cookies
  const id = React.useId()
  const ref = useRoomBelowPage()

  return (
    <section
      ref={ref}
      aria-labelledby={id}
      className="border-border text-foreground fixed inset-x-0 bottom-0 z-[60] border-t bg-white shadow-[0_-8px_24px_rgb(11_31_68/0.12)]"
    >
      <div className="container-page flex flex-col gap-4 py-4 md:flex-row md:items-center md:gap-8">
        <div className="flex gap-3 text-sm leading-relaxed">
          <Cookie aria-hidden className="text-teal mt-0.5 size-5 shrink-0" />
          {/* Short separate blocks, a sentence each: the banner paints after the page, and one
              large block of text would become the page's largest contentful paint on a phone. */}
          <div>
            <p id={id} className="text-brand font-semibold">
              {copy.label}
            </p>
            {copy.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <SiteLink
              to={copy.policyLink}
              className="text-brand hover:text-teal font-semibold underline underline-offset-2"
            >
              {copy.policyLabel}
            </SiteLink>
          </div>
        </div>
        <div className="flex shrink-0 gap-3">
          <Button
            variant="outline"
            className="flex-1 md:flex-none"
            onClick={() => saveConsent("declined")}
          >
            {copy.decline}
          </Button>
          <Button
            className="flex-1 md:flex-none"
            onClick={() => saveConsent("accepted")}
          >
            {copy.accept}
          </Button>
        </div>
      </div>
    </section>
  )
}

/**
 * While the banner is up, the page gets as much room below its end as the banner is high, so the
 * footer's last links can still be scrolled clear of it. Padding at the very end moves nothing.
 * The height comes from a ResizeObserver, which reports it once layout has run: reading
 * offsetHeight here would make the browser lay out the whole page on the spot, mid-hydration.
 */
function useRoomBelowPage() {
  const ref = React.useRef<HTMLElement>(null)
  React.useEffect(() => {
    const banner = ref.current
    if (!banner || typeof ResizeObserver === "undefined") return
    const body = document.body
    const previous = body.style.paddingBottom
    const observer = new ResizeObserver(([entry]) => {
      body.style.paddingBottom = `${entry.borderBoxSize[0].blockSize}px`
    })
    observer.observe(banner)
    return () => {
      observer.disconnect()
      body.style.paddingBottom = previous
    }
  }, [])
  return ref
}
