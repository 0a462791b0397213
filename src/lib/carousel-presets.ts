import type { Settings } from "react-slick"

// Every carousel of the site by name, with its slide counts and timings in this one place.
// react-slick's `responsive` breakpoints are max-widths: "below 1024 px" is breakpoint 1023.
// `slideWidth` shows the same number of slides per screen width in CSS, for the plain row a
// carousel is until react-slick takes over (components/ui/carousel.tsx); keep the two in step.

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

export type CarouselPreset = { settings: Settings; slideWidth: string }

export const carouselPresets = {
  hero: {
    settings: {
      ...autoplaying,
      slidesToShow: 1,
      autoplaySpeed: 5000,
      dots: true,
      arrows: false,
    },
    slideWidth: "basis-full",
  },
  service: {
    settings: serviceCarousel,
    slideWidth: "basis-full md:basis-1/2 lg:basis-1/3",
  },
  article: {
    settings: { ...serviceCarousel, dots: true },
    slideWidth: "basis-full md:basis-1/2 lg:basis-1/3",
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
    slideWidth: "basis-full sm:basis-1/4 md:basis-1/6",
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
    slideWidth: "basis-full min-[480px]:basis-1/2 md:basis-1/3",
  },
} satisfies Record<string, CarouselPreset>

export type CarouselPresetName = keyof typeof carouselPresets

/** A carousel's settings: its preset's, with what one carousel changes laid over them. */
export function carouselSettings(
  preset: CarouselPresetName,
  overrides?: Partial<Settings>
): Settings {
  return { ...carouselPresets[preset].settings, ...overrides } as Settings
}
