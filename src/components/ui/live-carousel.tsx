import * as React from "react"
import Slider, { type Settings } from "react-slick"
import { Pause, Play } from "../icons"
import { carouselSettings, type CarouselPresetName } from "../../lib/carousel-presets"
import { useReducedMotion } from "../../hooks/use-reduced-motion"
import { cn } from "../../lib/cn"

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
 * The site's only react-slick wrapper, mounted by `Carousel` when it nears the viewport. Auto-play
 * pauses on hover and keyboard focus, has a visible pause control, and is off for visitors who
 * prefer reduced motion (WCAG 2.2.2, DECISIONS.md).
 */
export function LiveCarousel({ preset, label, children, settings, onDark, className }: CarouselProps) {
  const reducedMotion = useReducedMotion()
  const [paused, setPaused] = React.useState(false)
  const { settings: base, fitted } = useResponsiveSettings(carouselSettings(preset, settings))
  const canPlay = Boolean(base.autoplay) && !reducedMotion
  const playing = canPlay && !paused

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      // From here react-slick lays the track out for this screen (see Carousel's narrow-screen rules).
      data-live={fitted ? "" : undefined}
      className={cn("relative", onDark && "carousel-on-dark", className)}
    >
      {/* An infinite track repeats slides at both ends. The server's markup leaves them out (about a
          third of a carousel's elements, on every page that has one); they come once the carousel
          is fitted to the screen, before it can move. */}
      <Slider {...base} infinite={Boolean(base.infinite) && fitted} autoplay={playing} pauseOnHover pauseOnFocus pauseOnDotsHover accessibility>
        {children}
      </Slider>
      {canPlay && (
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? `Play ${label}` : `Pause ${label}`}
          className={cn(
            "absolute right-2 bottom-0 z-10 flex size-8 items-center justify-center rounded-full border shadow-sm",
            onDark ? "border-white/60 bg-brand/60 text-white" : "border-border bg-white text-brand"
          )}
        >
          {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
        </button>
      )}
    </div>
  )
}

/**
 * react-slick 0.31 applies `responsive` only when the viewport crosses a breakpoint, never on the
 * first render (akiran/react-slick#2446), so the wrapper picks the matching rule itself. Before
 * mount the width is unknown and the server's markup keeps the base settings; `fitted` says when
 * the settings are this screen's.
 */
function useResponsiveSettings(settings: Settings): { settings: Settings; fitted: boolean } {
  const [width, setWidth] = React.useState<number | null>(null)
  React.useEffect(() => {
    const update = () => setWidth(window.innerWidth)
    update()
    window.addEventListener("resize", update)
    return () => window.removeEventListener("resize", update)
  }, [])
  // react-slick is always handed an empty list: it throws if `responsive` disappears between renders.
  const { responsive = [], ...rest } = settings
  const base = { ...rest, responsive: [] }
  if (width === null) return { settings: base, fitted: false }
  const rule = [...responsive].sort((a, b) => a.breakpoint - b.breakpoint).find((entry) => width <= entry.breakpoint)
  return { settings: rule && rule.settings !== "unslick" ? { ...base, ...rule.settings } : base, fitted: true }
}
