import * as React from "react"
import type { default as Slick, Settings } from "react-slick"
import { Pause, Play } from "../icons"
import { useMounted } from "../../hooks/use-mounted"
import { useReducedMotion } from "../../hooks/use-reduced-motion"
import { cn } from "../../lib/cn"
import { lazy } from "../lazy"
import "./carousel.css"

// Every carousel of the site by name. react-slick's `responsive` breakpoints are max-widths
// ("below 1024 px" is 1023); `row` shows as many slides per screen width in CSS, for the plain row
// a carousel is until react-slick runs, so keep the two in step.
const autoplaying = {
  slidesToScroll: 1,
  infinite: true,
  autoplay: true,
  speed: 500,
} satisfies Settings
const cardRow = { ...autoplaying, autoplaySpeed: 3000 } satisfies Settings
const centred = {
  ...cardRow,
  slidesToShow: 3,
  centerMode: true,
  centerPadding: "0px",
  initialSlide: 2,
  arrows: true,
  responsive: [
    { breakpoint: 1023, settings: { slidesToShow: 2 } },
    { breakpoint: 767, settings: { slidesToShow: 1 } },
  ],
} satisfies Settings

const presets = {
  hero: {
    settings: {
      ...autoplaying,
      slidesToShow: 1,
      autoplaySpeed: 5000,
      dots: true,
      arrows: false,
    },
    row: "basis-full",
  },
  service: {
    settings: { ...centred, dots: false },
    row: "basis-full md:basis-1/2 lg:basis-1/3",
  },
  article: {
    settings: { ...centred, dots: true },
    row: "basis-full md:basis-1/2 lg:basis-1/3",
  },
  tiles: {
    settings: {
      ...cardRow,
      slidesToShow: 6,
      dots: false,
      arrows: false,
      responsive: [
        { breakpoint: 767, settings: { slidesToShow: 4 } },
        { breakpoint: 639, settings: { slidesToShow: 1 } },
      ],
    },
    row: "basis-full sm:basis-1/4 md:basis-1/6",
  },
  caseArticles: {
    settings: {
      ...cardRow,
      slidesToShow: 3,
      dots: true,
      arrows: true,
      responsive: [
        { breakpoint: 767, settings: { slidesToShow: 2 } },
        { breakpoint: 479, settings: { slidesToShow: 1 } },
      ],
    },
    row: "basis-full min-[480px]:basis-1/2 md:basis-1/3",
  },
} satisfies Record<string, { settings: Settings; row: string }>

export type CarouselPreset = keyof typeof presets

type CarouselProps = {
  preset: CarouselPreset
  /** Names the carousel for assistive technology, e.g. "Featured articles". */
  label: string
  children: React.ReactNode
  /** The first paint of its page (the home page's hero): react-slick's markup from the server on. */
  firstScreen?: boolean
  onDark?: boolean
  className?: string
}

// react-slick is a chunk of its own, fetched the first time a carousel moves: in every page's
// first-load JavaScript it would take the pages with a carousel past their budget.
const Live = lazy(() =>
  import("react-slick").then(
    ({ default: Slider }) =>
      function LiveCarousel(props: LiveProps) {
        return <Slides Slider={Slider} {...props} />
      }
  )
)

/**
 * The site's carousels; sections never import react-slick. A carousel is a plain row of its
 * slides, as many in view as its preset shows at that width, until it first has to move: its first
 * autoplay tick once it is within a screen of the viewport, or a visitor's pointer, touch or focus
 * on it. Then react-slick takes over with the same slides in view. A `firstScreen` carousel is
 * react-slick's from the start, in the server's HTML too, so taking over never paints it again.
 */
export function Carousel({
  preset,
  label,
  children,
  firstScreen = false,
  onDark,
  className,
}: CarouselProps) {
  const ref = React.useRef<HTMLDivElement>(null)
  const [live, setLive] = React.useState(firstScreen)
  const start = React.useCallback(() => setLive(true), [])
  const { autoplay, autoplaySpeed } = presets[preset].settings
  useFirstTick(ref, live || !autoplay ? undefined : autoplaySpeed, start)
  const row = <SlideRow preset={preset}>{children}</SlideRow>
  return (
    <div
      ref={ref}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={cn("relative", onDark && "carousel-on-dark", className)}
      onPointerEnter={start}
      onTouchStart={start}
      onFocus={start}
    >
      {live ? (
        <Live preset={preset} label={label} onDark={onDark} fallback={row}>
          {children}
        </Live>
      ) : (
        row
      )}
    </div>
  )
}

type LiveProps = Pick<CarouselProps, "preset" | "label" | "onDark" | "children">

/**
 * react-slick at work. Auto-play pauses on hover and keyboard focus, has a visible pause control,
 * and is off for visitors who prefer reduced motion (WCAG 2.2.2).
 */
function Slides({
  Slider,
  preset,
  label,
  onDark,
  children,
}: LiveProps & { Slider: typeof Slick }) {
  const ref = React.useRef<HTMLDivElement>(null)
  const settings = useScreenSettings(presets[preset].settings)
  const reducedMotion = useReducedMotion()
  const [paused, setPaused] = React.useState(false)
  // An endless track starts with copies of the last slides, and react-slick draws its first frame
  // before it has moved them out of view: a phone would paint the last slide, then the first. The
  // copies come one render later, once the track is laid out on the first slide.
  const mounted = useMounted()
  useHiddenSlidesUnfocusable(ref)
  const canPlay = Boolean(settings.autoplay) && !reducedMotion
  return (
    <div ref={ref}>
      <Slider
        {...settings}
        infinite={Boolean(settings.infinite) && mounted}
        autoplay={canPlay && !paused}
        pauseOnHover
        pauseOnFocus
        pauseOnDotsHover
        accessibility
        // Each dot says what it does; react-slick's own are named "1", "2"...
        customPaging={(index) => (
          <button
            type="button"
            aria-label={`Show slide ${index + 1} of ${React.Children.count(children)}`}
          />
        )}
      >
        {children}
      </Slider>
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
 * The slides before react-slick runs. Slides past the widest screen's count are never in view
 * here, so they are kept out of the tab order and the accessibility tree; the space react-slick's
 * dots will take is kept too (carousel.css), so nothing below moves when it takes over.
 */
function SlideRow({
  preset,
  children,
}: Pick<CarouselProps, "preset" | "children">) {
  const { settings, row } = presets[preset]
  return (
    <div
      className="carousel-row flex overflow-hidden"
      data-dots={settings.dots ? "" : undefined}
    >
      {React.Children.map(children, (slide, index) => (
        <div
          className={cn("min-w-0 shrink-0", row)}
          {...(index >= settings.slidesToShow
            ? { "aria-hidden": true, inert: "" }
            : {})}
        >
          {slide}
        </div>
      ))}
    </div>
  )
}

/** Calls `start` once the element is within a screen of the viewport and `delay` ms have passed. */
function useFirstTick(
  ref: React.RefObject<HTMLElement>,
  delay: number | undefined,
  start: () => void
) {
  React.useEffect(() => {
    const element = ref.current
    if (delay === undefined || !element) return
    let timer: number | undefined
    const countDown = () => {
      timer ??= window.setTimeout(start, delay)
    }
    // Without IntersectionObserver (jsdom) a carousel counts as near.
    if (typeof IntersectionObserver === "undefined") {
      countDown()
      return () => window.clearTimeout(timer)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) countDown()
      },
      { rootMargin: "100% 0px" }
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      window.clearTimeout(timer)
    }
  }, [ref, delay, start])
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
