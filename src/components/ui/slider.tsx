import * as React from "react"
import Slick, { type Settings } from "react-slick"
import { Pause, Play } from "../icons"
import { carouselSettings } from "../../lib/carousel-presets"
import { useMounted } from "../../hooks/use-mounted"
import { useReducedMotion } from "../../hooks/use-reduced-motion"
import { cn } from "../../lib/cn"
import type { CarouselProps } from "./carousel"

/**
 * The site's one use of react-slick, rendered by `Carousel` once it nears the viewport. Auto-play
 * pauses on hover and keyboard focus, has a visible pause control, and is off for visitors who
 * prefer reduced motion (WCAG 2.2.2: moving content can be paused).
 */
export function Slider({
  preset,
  label,
  children,
  settings,
  onDark,
}: Omit<CarouselProps, "className">) {
  const reducedMotion = useReducedMotion()
  const [paused, setPaused] = React.useState(false)
  const ref = React.useRef<HTMLDivElement>(null)
  const screenSettings = useScreenSettings(carouselSettings(preset, settings))
  // An endless track starts with copies of the last slides, and react-slick draws its first frame
  // before it has moved them out of view: a phone would paint the hero's last slide, then the
  // first. The copies come one render later, once the track is laid out on the first slide.
  const mounted = useMounted()
  useHiddenSlidesUnfocusable(ref)
  const canPlay = Boolean(screenSettings.autoplay) && !reducedMotion
  const playing = canPlay && !paused

  return (
    <div ref={ref}>
      <Slick
        {...screenSettings}
        infinite={Boolean(screenSettings.infinite) && mounted}
        autoplay={playing}
        pauseOnHover
        pauseOnFocus
        pauseOnDotsHover
        accessibility
      >
        {children}
      </Slick>
      {canPlay && (
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? `Play ${label}` : `Pause ${label}`}
          className={cn(
            "absolute right-2 bottom-0 z-10 flex size-8 items-center justify-center rounded-full border shadow-sm",
            onDark
              ? "bg-brand/60 border-white/60 text-white"
              : "border-border text-brand bg-white"
          )}
        >
          {paused ? (
            <Play aria-hidden className="size-4" />
          ) : (
            <Pause aria-hidden className="size-4" />
          )}
        </button>
      )}
    </div>
  )
}

/**
 * The settings for this screen's width. react-slick applies `responsive` only when the viewport
 * crosses a breakpoint, never on its first render (akiran/react-slick#2446), so the wrapper picks
 * the rule itself and hands react-slick none.
 */
function useScreenSettings({ responsive = [], ...base }: Settings): Settings {
  const width = React.useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => Infinity
  )
  const rule = [...responsive]
    .sort((a, b) => a.breakpoint - b.breakpoint)
    .find((entry) => width <= entry.breakpoint)
  const narrow = rule && rule.settings !== "unslick" ? rule.settings : {}
  return { ...base, ...narrow, responsive: [] }
}

function subscribeToResize(callback: () => void) {
  window.addEventListener("resize", callback)
  return () => window.removeEventListener("resize", callback)
}

/**
 * react-slick marks the slides out of view (and an endless track's copies) aria-hidden but leaves
 * their links focusable, which would lead keyboard users onto invisible content: keep those out of
 * the tab order as the carousel moves.
 */
function useHiddenSlidesUnfocusable(ref: React.RefObject<HTMLElement>) {
  React.useEffect(() => {
    const host = ref.current
    if (!host) return
    const sync = () => {
      for (const slide of host.querySelectorAll(".slick-slide")) {
        const hidden = slide.getAttribute("aria-hidden") === "true"
        for (const element of slide.querySelectorAll(
          "a, button, input, select, textarea"
        )) {
          if (hidden) element.setAttribute("tabindex", "-1")
          else element.removeAttribute("tabindex")
        }
      }
    }
    sync()
    const observer = new MutationObserver(sync)
    observer.observe(host, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["aria-hidden"],
    })
    return () => observer.disconnect()
  }, [ref])
}
