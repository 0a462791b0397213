import type { Settings } from "react-slick"

// Every carousel of the site by name, with the counts and timings of SPEC section 9.
// react-slick's `responsive` breakpoints are max-widths: "below 1024 px" is breakpoint 1023.

// What every carousel shares: one slide per step, endless, auto-playing with 500 ms transitions.
const autoplaying = {
  slidesToScroll: 1,
  infinite: true,
  autoplay: true,
  speed: 500,
} satisfies Settings

// The card rows advance every 3 s.
const cardRow = { ...autoplaying, autoplaySpeed: 3000 } satisfies Settings

// The centred carousel of services; the article carousel is the same with dots.
const serviceCarousel = {
  ...cardRow,
  slidesToShow: 3,
  centerMode: true,
  centerPadding: "0px",
  initialSlide: 2,
  dots: false,
  arrows: true,
  responsive: [
    { breakpoint: 1023, settings: { slidesToShow: 2 } },
    { breakpoint: 767, settings: { slidesToShow: 1 } },
  ],
} satisfies Settings

export const carouselPresets = {
  hero: { ...autoplaying, slidesToShow: 1, autoplaySpeed: 5000, dots: true, arrows: false },
  service: serviceCarousel,
  article: { ...serviceCarousel, dots: true },
  tiles: {
    ...cardRow,
    slidesToShow: 6,
    dots: false,
    arrows: false,
    responsive: [
      { breakpoint: 767, settings: { slidesToShow: 4 } },
      { breakpoint: 639, settings: { slidesToShow: 1 } },
    ],
  },
  caseArticles: {
    ...cardRow,
    slidesToShow: 3,
    dots: true,
    arrows: true,
    responsive: [
      { breakpoint: 767, settings: { slidesToShow: 2 } },
      { breakpoint: 479, settings: { slidesToShow: 1 } },
    ],
  },
} satisfies Record<string, Settings>

export type CarouselPresetName = keyof typeof carouselPresets

/** A carousel's settings: its preset, with what one carousel changes laid over it. */
export function carouselSettings(preset: CarouselPresetName, overrides?: Partial<Settings>): Settings {
  return { ...carouselPresets[preset], ...overrides } as Settings
}
