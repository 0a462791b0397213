import type { Settings } from "react-slick"

// Every carousel of the site by name, with the counts and timings of SPEC section 9.
// react-slick's `responsive` breakpoints are max-widths: "below 1024 px" is breakpoint 1023.
// The centred carousel of services; the article carousel is the same with dots.
const serviceCarousel = {
  slidesToShow: 3,
  slidesToScroll: 1,
  centerMode: true,
  centerPadding: "0px",
  initialSlide: 2,
  infinite: true,
  autoplay: true,
  autoplaySpeed: 3000,
  speed: 500,
  dots: false,
  arrows: true,
  responsive: [
    { breakpoint: 1023, settings: { slidesToShow: 2 } },
    { breakpoint: 767, settings: { slidesToShow: 1 } },
  ],
} satisfies Settings

export const carouselPresets = {
  hero: {
    slidesToShow: 1,
    slidesToScroll: 1,
    autoplay: true,
    autoplaySpeed: 5000,
    speed: 500,
    infinite: true,
    dots: true,
    arrows: false,
  },
  service: serviceCarousel,
  article: {
    ...serviceCarousel,
    dots: true,
  },
  tiles: {
    slidesToShow: 6,
    slidesToScroll: 1,
    infinite: true,
    autoplay: true,
    autoplaySpeed: 3000,
    speed: 500,
    dots: false,
    arrows: false,
    responsive: [
      { breakpoint: 767, settings: { slidesToShow: 4 } },
      { breakpoint: 639, settings: { slidesToShow: 1 } },
    ],
  },
  caseArticles: {
    slidesToShow: 3,
    slidesToScroll: 1,
    infinite: true,
    autoplay: true,
    autoplaySpeed: 3000,
    speed: 500,
    dots: true,
    arrows: true,
    responsive: [
      { breakpoint: 767, settings: { slidesToShow: 2 } },
      { breakpoint: 479, settings: { slidesToShow: 1 } },
    ],
  },
} satisfies Record<string, Settings>

export type CarouselPresetName = keyof typeof carouselPresets
