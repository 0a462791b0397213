import * as React from "react"
import { ErrorBoundary } from "./error-boundary"

/**
 * The site's one way to load code later (React.lazy, Suspense and an error boundary in one place):
 *
 *   const GetInTouch = lazy(() => import("./get-in-touch-forms").then((module) => module.GetInTouchForms))
 *
 * gives a component whose chunk is fetched the first time it renders. Until the chunk has arrived
 * it shows its `fallback` prop (nothing by default), and if the chunk never arrives, its `failed`
 * prop (the fallback by default). `preload()` starts the download earlier, when a visitor points
 * at a button, say. Gatsby waits for lazy components when it renders a page's HTML,
 * so one rendered there is in the page from the start, and React keeps that HTML on screen until
 * the chunk arrives.
 */
export function lazy<P extends object>(
  load: () => Promise<React.ComponentType<P>>
) {
  const Component = React.lazy(() =>
    load().then((component) => ({ default: component }))
  ) as unknown as React.ComponentType<P>

  function Lazy({
    fallback = null,
    failed = fallback,
    ...props
  }: P & { fallback?: React.ReactNode; failed?: React.ReactNode }) {
    return (
      <ErrorBoundary fallback={failed}>
        <React.Suspense fallback={fallback}>
          <Component {...(props as P)} />
        </React.Suspense>
      </ErrorBoundary>
    )
  }
  Lazy.preload = () => {
    load().catch(() => undefined)
  }
  return Lazy
}
