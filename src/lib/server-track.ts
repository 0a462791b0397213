import type { Settings } from "react-slick"

export type TrackRule = {
  /** The rule holds up to this viewport width (react-slick's `responsive` breakpoint). */
  maxWidth: number
  /** The track's width and offset, in percent of the carousel's width. */
  width: number
  left: number
  /** Each slide's width, in percent of the track's. */
  slideWidth: number
}

/**
 * Where a carousel's track sits, before react-slick can measure anything, on screens narrower
 * than its base layout: one rule per `responsive` breakpoint, widest first, so that the narrower
 * rules win in CSS. Each is the geometry the live carousel shows at that breakpoint on its first
 * slide, in percentages, without the repeated slides of an infinite track. (react-slick's own
 * server rendering, InnerSlider.ssrInit, gives the same, except that it centres the current
 * slide of an even number exactly; live, react-slick puts it right of centre.)
 */
export function serverTrackRules(
  settings: Settings,
  slideCount: number
): TrackRule[] {
  const { responsive = [], ...base } = settings
  return [...responsive]
    .sort((a, b) => b.breakpoint - a.breakpoint)
    .flatMap(({ breakpoint, settings: narrow }) => {
      if (narrow === "unslick") return []
      const {
        slidesToShow = 1,
        initialSlide = 0,
        centerMode = false,
      } = {
        ...base,
        ...narrow,
      }
      const firstInView =
        initialSlide - (centerMode ? Math.floor(slidesToShow / 2) : 0)
      return [
        {
          maxWidth: breakpoint,
          width: (100 / slidesToShow) * slideCount,
          left: (-100 / slidesToShow) * firstInView,
          slideWidth: 100 / slideCount,
        },
      ]
    })
}
