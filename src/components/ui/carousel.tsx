import * as React from "react"
import type { Settings } from "react-slick"
import {
  carouselPresets,
  type CarouselPresetName,
} from "../../lib/carousel-presets"
import { useNearViewport } from "../../hooks/use-near-viewport"
import { cn } from "../../lib/cn"
import { lazy } from "../lazy"
import "./carousel.css"

// react-slick and its wrapper: a chunk of their own, outside every page's first-load JavaScript.
const Slider = lazy(() => import("./slider").then((module) => module.Slider))

export type CarouselProps = {
  preset: CarouselPresetName
  /** Names the carousel for assistive technology, e.g. "Featured articles". */
  label: string
  children: React.ReactNode
  settings?: Partial<Settings>
  onDark?: boolean
  className?: string
}

/**
 * The site's carousels (sections never import react-slick). A carousel is a plain row of its
 * slides, as many in view as its preset shows at that screen width, until it first has to move:
 * its first autoplay tick once it is within a screen of the viewport, or a visitor's pointer,
 * touch or focus on it. Then react-slick is fetched and takes over with the same slides in view.
 */
export function Carousel({
  preset,
  label,
  children,
  settings,
  onDark,
  className,
}: CarouselProps) {
  const ref = React.useRef<HTMLDivElement>(null)
  const [moving, setMoving] = React.useState(false)
  const start = React.useCallback(() => setMoving(true), [])
  useFirstAutoplayTick(useNearViewport(ref) && !moving, preset, start)
  const row = <SlideRow preset={preset}>{children}</SlideRow>
  return (
    <CarouselRegion
      ref={ref}
      label={label}
      onDark={onDark}
      className={className}
      onPointerEnter={start}
      onTouchStart={start}
      onFocus={start}
    >
      {moving ? (
        <Slider
          preset={preset}
          label={label}
          settings={settings}
          onDark={onDark}
          fallback={row}
        >
          {children}
        </Slider>
      ) : (
        row
      )}
    </CarouselRegion>
  )
}

/**
 * What names a carousel for assistive technology and themes its dots. The home page's hero uses
 * it around a Slider it renders at once (hero-carousel.tsx): the hero is the first paint, so its
 * nodes must be the server's, not ones react-slick makes later.
 */
export const CarouselRegion = React.forwardRef<
  HTMLDivElement,
  Pick<CarouselProps, "label" | "onDark" | "className" | "children"> &
    Pick<
      React.HTMLAttributes<HTMLDivElement>,
      "onPointerEnter" | "onTouchStart" | "onFocus"
    >
>(function CarouselRegion(
  { label, onDark, className, children, ...handlers },
  ref
) {
  return (
    <div
      ref={ref}
      {...handlers}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={cn("relative", onDark && "carousel-on-dark", className)}
    >
      {children}
    </div>
  )
})

/**
 * The slides before react-slick runs. Slides past the widest screen's count are never in view
 * here, so they are kept out of the tab order and the accessibility tree; the space react-slick's
 * dots will take is kept too (carousel.css), so nothing below moves when it takes over.
 */
function SlideRow({
  preset,
  children,
}: {
  preset: CarouselPresetName
  children: React.ReactNode
}) {
  const { settings, slideWidth } = carouselPresets[preset]
  const shown = settings.slidesToShow ?? 1
  return (
    <div
      className="carousel-row flex overflow-hidden"
      data-dots={settings.dots ? "" : undefined}
    >
      {React.Children.map(children, (slide, index) => (
        <div
          className={cn("min-w-0 shrink-0", slideWidth)}
          {...(index >= shown ? { "aria-hidden": true, inert: "" } : {})}
        >
          {slide}
        </div>
      ))}
    </div>
  )
}

/** Calls `start` when an auto-playing preset's first slide change is due, while `waiting`. */
function useFirstAutoplayTick(
  waiting: boolean,
  preset: CarouselPresetName,
  start: () => void
) {
  const { autoplay, autoplaySpeed } = carouselPresets[preset].settings
  React.useEffect(() => {
    if (!waiting || !autoplay) return
    const timer = window.setTimeout(start, autoplaySpeed)
    return () => window.clearTimeout(timer)
  }, [waiting, autoplay, autoplaySpeed, start])
}
