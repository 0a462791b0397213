import * as React from "react"
import { QuietBoundary } from "../components/quiet-boundary"

// The footer's forms (get-in-touch-forms.tsx) are a few kilobytes of code on every page, kept out
// of the page's first-load JavaScript. Gatsby waits for lazy components when it renders HTML, so
// the forms are in the page from the start; in the browser their chunk is fetched while the page
// hydrates, and React 18 keeps the server HTML, laid out and visible, until it arrives.
//
// Fetching it only when the footer comes near would save more, but a dehydrated block must not
// outlive a client-side navigation: Gatsby's route change updates context above it, and React
// then throws away the server HTML (error #421) and shows nothing until the code arrives.
const load = () =>
  import(
    /* webpackChunkName: "deferred-get-in-touch-forms" */ "./get-in-touch-forms"
  )
const Forms = React.lazy(async () => {
  // One retry for a dropped connection; after that QuietBoundary leaves the forms out (the
  // footer's e-mail link beside them still works).
  const { GetInTouchForms } = await load().catch(load)
  return { default: GetInTouchForms }
})

/** The 'Get in Touch' forms of the footer, as their own chunk. */
export function GetInTouch() {
  return (
    <QuietBoundary>
      <React.Suspense fallback={null}>
        <Forms />
      </React.Suspense>
    </QuietBoundary>
  )
}
