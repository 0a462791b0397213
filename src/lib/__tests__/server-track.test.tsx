/**
 * @jest-environment node
 */
// react-slick is rendered as on the server, where the track geometry comes from.
import * as React from "react"
import { renderToString } from "react-dom/server"
import Slider, { type Settings } from "react-slick"
import { carouselPresets } from "../carousel-presets"
import { serverTrackRules } from "../server-track"

/** The track and first slide widths react-slick itself renders on the server for `settings`. */
function reactSlickServerTrack(settings: Settings, slideCount: number) {
  const html = renderToString(
    <Slider {...settings} responsive={[]} infinite={false}>
      {Array.from({ length: slideCount }, (_, index) => (
        <div key={index}>Slide {index}</div>
      ))}
    </Slider>
  )
  const track =
    /class="slick-track" style="width:([-\d.]+)%;left:([-\d.]+)%"/.exec(html)
  const slide =
    /class="slick-slide[^"]*"[^>]*style="[^"]*width:([-\d.]+)%/.exec(html)
  if (!track || !slide) throw new Error(`no track in ${html.slice(0, 300)}`)
  return { width: +track[1], left: +track[2], slideWidth: +slide[1] }
}

describe("serverTrackRules", () => {
  it.each([
    ["tiles", 6],
    ["service", 6],
    ["article", 14],
    ["caseArticles", 14],
  ] as const)(
    "%s with %i slides: each breakpoint's track is the one react-slick renders for it on the server",
    (preset, slideCount) => {
      const { responsive = [], ...base } = carouselPresets[preset] as Settings
      const rules = serverTrackRules(carouselPresets[preset], slideCount)
      expect(rules.map((rule) => rule.maxWidth)).toEqual(
        responsive.map((entry) => entry.breakpoint).sort((a, b) => b - a)
      )
      for (const rule of rules) {
        const narrow = responsive.find(
          (entry) => entry.breakpoint === rule.maxWidth
        )!
        const atBreakpoint = { ...base, ...(narrow.settings as Settings) }
        const { slidesToShow = 1, centerMode } = atBreakpoint
        // An even number of centred slides is where live and server differ (tested below).
        if (centerMode && slidesToShow % 2 === 0) continue
        const expected = reactSlickServerTrack(atBreakpoint, slideCount)
        expect(rule.width).toBeCloseTo(expected.width, 6)
        expect(rule.left).toBeCloseTo(expected.left, 6)
        expect(rule.slideWidth).toBeCloseTo(expected.slideWidth, 6)
      }
    }
  )

  it("puts the widest breakpoint first, so that narrower screens' rules come later and win", () => {
    const rules = serverTrackRules(carouselPresets.tiles, 6)
    // (+ 0 turns the -0 of an unmoved track into 0)
    expect(rules.map((rule) => ({ ...rule, left: rule.left + 0 }))).toEqual([
      { maxWidth: 767, width: 150, left: 0, slideWidth: 100 / 6 },
      { maxWidth: 639, width: 600, left: 0, slideWidth: 100 / 6 },
    ])
  })

  it("centres the initial slide of a one-up centred carousel in view", () => {
    const [, phone] = serverTrackRules(carouselPresets.service, 12)
    // 12 slides one screen wide each, the third (index 2) in view.
    expect(phone).toMatchObject({ maxWidth: 767, width: 1200 })
    expect(phone.left).toBeCloseTo(-200, 6)
  })

  it("puts the current slide of an even number of centred ones right of centre, as react-slick does live", () => {
    const [tablet] = serverTrackRules(carouselPresets.service, 12)
    // 12 slides half a screen wide each; the second and third (index 1 and 2) in view.
    expect(tablet).toMatchObject({ maxWidth: 1023, width: 600 })
    expect(tablet.left).toBeCloseTo(-50, 6)
  })

  it("has no rules for a carousel without breakpoints, and none for 'unslick'", () => {
    expect(serverTrackRules(carouselPresets.hero, 4)).toEqual([])
    expect(
      serverTrackRules(
        {
          slidesToShow: 3,
          responsive: [{ breakpoint: 600, settings: "unslick" }],
        },
        5
      )
    ).toEqual([])
  })
})
