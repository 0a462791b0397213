import * as React from "react"
import type { Root } from "react-dom/client"
import { carouselSettings } from "../../lib/carousel-presets"
import { startRoot } from "../../lib/react-root"
import { serverTrackRules } from "../../lib/server-track"
import type { CarouselProps } from "./live-carousel"
import "./carousel.css"

const loadLiveCarousel = () =>
  import(/* webpackChunkName: "deferred-carousel" */ "./live-carousel")
const ServerCarousel = React.lazy(() =>
  loadLiveCarousel().then((module) => ({ default: module.LiveCarousel }))
)

// React keeps an element's server HTML when it is given inner HTML to render instead of children.
const keepServerHtml = { __html: "" }

/**
 * A carousel is an island. The server renders it in full, so it shows at once; in the browser its
 * code (react-slick) loads, and a React root of its own takes it over, only when it comes near the
 * viewport. The page hydrates without it: react-slick stays out of the first-load JavaScript, and
 * its measuring and re-rendering stay off a phone's main thread while the page loads.
 */
export function Carousel(props: CarouselProps) {
  const hostRef = React.useRef<HTMLDivElement>(null)
  const id = React.useId()
  const narrowScreens = narrowScreenCss(id, props)

  // The props are the page's static content: the island takes them once.
  React.useEffect(() => {
    const host = hostRef.current!
    const stopSyncingFocus = keepHiddenSlidesUnfocusable(host)
    const hasServerHtml = host.hasChildNodes()
    let root: Root | undefined
    let stopped = false
    const mount = async () => {
      const { LiveCarousel } = await loadLiveCarousel()
      if (stopped) return
      const carousel = (
        <React.Suspense fallback={null}>
          <LiveCarousel {...props} />
        </React.Suspense>
      )
      root = startRoot(host, carousel, hasServerHtml)
    }
    // After a client-side navigation there is no server HTML to show meanwhile: mount at once.
    let stopWatching = () => {}
    if (hasServerHtml) stopWatching = whenNearViewport(host, mount)
    else void mount()
    return () => {
      stopped = true
      stopWatching()
      stopSyncingFocus()
      // A root cannot be unmounted while React is committing the page that removes it.
      if (root) setTimeout(root.unmount.bind(root))
    }
  }, [])

  const style = narrowScreens ? (
    <style dangerouslySetInnerHTML={{ __html: narrowScreens }} />
  ) : null
  if (typeof window === "undefined") {
    return (
      <>
        {style}
        <div data-carousel={id}>
          <React.Suspense fallback={null}>
            <ServerCarousel {...props} />
          </React.Suspense>
        </div>
      </>
    )
  }
  return (
    <>
      {style}
      <div
        ref={hostRef}
        data-carousel={id}
        dangerouslySetInnerHTML={keepServerHtml}
        suppressHydrationWarning
      />
    </>
  )
}

/**
 * The server lays a carousel out for its base number of slides, as on a wide screen. Until the
 * live carousel lays out its track for the screen it is on (it then marks itself `data-live`),
 * these rules give a phone or tablet the number of slides of its breakpoint: nothing squeezed,
 * and nothing jumps when the island mounts. They hold the slides' widths and the track's offset
 * too, which react-slick rewrites in pixels for its base layout as soon as it mounts.
 */
function narrowScreenCss(
  id: string,
  { preset, settings, children }: CarouselProps
) {
  const rules = serverTrackRules(
    carouselSettings(preset, settings),
    React.Children.toArray(children).length
  )
  const scope = `[data-carousel="${id}"] [aria-roledescription="carousel"]:not([data-live])`
  return rules
    .map(
      ({ maxWidth, width, left, slideWidth }) =>
        `@media (max-width:${maxWidth}px){` +
        `${scope} .slick-track{width:${width}%!important;left:${left}%!important;transform:none!important}` +
        `${scope} .slick-slide{width:${slideWidth}%!important}}`
    )
    .join("")
}

/** Calls `callback` once when `element` is within a screen's height of the viewport. */
function whenNearViewport(element: Element, callback: () => void) {
  if (!("IntersectionObserver" in window)) {
    callback()
    return () => {}
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      callback()
    },
    { rootMargin: "100% 0px" }
  )
  observer.observe(element)
  return () => observer.disconnect()
}

/**
 * react-slick marks off-screen slides (and infinite-loop clones) aria-hidden but leaves their links
 * focusable, which traps keyboard users on invisible content. Keep them out of the tab order, in
 * the server's HTML from the moment the page is interactive and in the live carousel as it moves.
 */
function keepHiddenSlidesUnfocusable(host: HTMLElement) {
  const sync = () => {
    host.querySelectorAll<HTMLElement>(".slick-slide").forEach((slide) => {
      const hidden = slide.getAttribute("aria-hidden") === "true"
      slide
        .querySelectorAll<HTMLElement>("a, button, input, select, textarea")
        .forEach((element) => {
          if (hidden) element.setAttribute("tabindex", "-1")
          else element.removeAttribute("tabindex")
        })
    })
  }
  sync()
  const observer = new MutationObserver(sync)
  observer.observe(host, {
    subtree: true,
    attributes: true,
    attributeFilter: ["aria-hidden"],
    childList: true,
  })
  return () => observer.disconnect()
}
