import * as React from "react"
import { QuietBoundary } from "../components/quiet-boundary"

// The footer's forms (get-in-touch-forms.tsx) are a few kilobytes of code on every page that most
// visits never scroll to, so they are not part of the page's first-load JavaScript. Gatsby renders
// the lazy component fully into the HTML; React 18 then keeps that server HTML, laid out and
// visible, in a dehydrated Suspense boundary until the code arrives. We fetch it when the block
// comes within a screen of the viewport, or as soon as the visitor points at or moves into it.

let open: () => void = () => undefined
const gate =
  typeof window === "undefined"
    ? Promise.resolve()
    : new Promise<void>((resolve) => (open = resolve))

const load = () => import("./get-in-touch-forms")
const Forms = React.lazy(async () => {
  await gate
  // One retry for a dropped connection; after that QuietBoundary leaves the forms out (the
  // footer's e-mail link beside the forms still works).
  const { GetInTouchForms } = await load().catch(load)
  return { default: GetInTouchForms }
})

const triggers = ["pointerenter", "focusin", "touchstart"] as const
let hydrated = false

/** The 'Get in Touch' forms, hydrated on approach. Memoised: an update would force early hydration. */
export const GetInTouch = React.memo(function GetInTouch() {
  const ref = React.useRef<HTMLDivElement>(null)

  React.useEffect(() => {
    // Only the first mount hydrates server HTML; a later one (after client-side navigation) has
    // nothing on screen to keep, so it loads at once.
    if (hydrated) return open()
    hydrated = true
    const element = ref.current
    if (!element || typeof IntersectionObserver === "undefined") return open()
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && open(),
      {
        rootMargin: "100% 0px",
      }
    )
    observer.observe(element)
    triggers.forEach((type) =>
      element.addEventListener(type, open, { passive: true })
    )
    return () => {
      observer.disconnect()
      triggers.forEach((type) => element.removeEventListener(type, open))
    }
  }, [])

  return (
    <div ref={ref}>
      <QuietBoundary>
        <React.Suspense fallback={null}>
          <Forms />
        </React.Suspense>
      </QuietBoundary>
    </div>
  )
})
