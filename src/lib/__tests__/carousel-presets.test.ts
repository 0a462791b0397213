import { carouselPresets } from "../carousel-presets"

// SPEC section 9; react-slick breakpoints are max-widths, so "below 1024 px" is 1023.
describe("carousel presets", () => {
  it("hero: one slide at a time, 5000 ms auto-play, 500 ms transition, infinite, dots, no arrows", () => {
    expect(carouselPresets.hero).toMatchObject({
      slidesToShow: 1,
      autoplay: true,
      autoplaySpeed: 5000,
      speed: 500,
      infinite: true,
      dots: true,
      arrows: false,
    })
  })

  it.each(["service", "article"] as const)("%s: 3 centred, 2 below 1024 px, 1 below 768 px, from index 2", (name) => {
    expect(carouselPresets[name]).toMatchObject({
      slidesToShow: 3,
      centerMode: true,
      initialSlide: 2,
      infinite: true,
      autoplay: true,
      autoplaySpeed: 3000,
      speed: 500,
      responsive: [
        { breakpoint: 1023, settings: { slidesToShow: 2 } },
        { breakpoint: 767, settings: { slidesToShow: 1 } },
      ],
    })
  })

  it("article carousel has dots and arrows", () => {
    expect(carouselPresets.article).toMatchObject({ dots: true, arrows: true })
  })

  it("tiles: 6 slides, 4 below 768 px, 1 below 640 px, no arrows, 3000 ms", () => {
    expect(carouselPresets.tiles).toMatchObject({
      slidesToShow: 6,
      arrows: false,
      autoplay: true,
      autoplaySpeed: 3000,
      responsive: [
        { breakpoint: 767, settings: { slidesToShow: 4 } },
        { breakpoint: 639, settings: { slidesToShow: 1 } },
      ],
    })
  })

  it("case-page article cards: 3, 2 below 768 px, 1 below 480 px", () => {
    expect(carouselPresets.caseArticles).toMatchObject({
      slidesToShow: 3,
      responsive: [
        { breakpoint: 767, settings: { slidesToShow: 2 } },
        { breakpoint: 479, settings: { slidesToShow: 1 } },
      ],
    })
  })
})
