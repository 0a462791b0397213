import * as React from "react"
import { render, screen } from "@testing-library/react"
import { carouselPresets } from "../../lib/carousel-presets"
import { TileCarousel } from "../tile-carousel"
import { ServiceCarousel } from "../service-carousel"

// react-slick measures the DOM, which jsdom cannot; a stand-in records the settings it receives.
const mockSlider = jest.fn()
jest.mock("react-slick", () => ({
  __esModule: true,
  default: (props: { children: React.ReactNode }) => {
    mockSlider(props)
    return <div data-testid="mockSlider">{props.children}</div>
  },
}))

// The page's Carousel mounts its live carousel only near the viewport, which jsdom cannot show;
// these tests are about the live carousel the sections hand their slides to.
jest.mock("../../components/ui/carousel", () => ({
  Carousel: jest.requireActual("../../components/ui/live-carousel").LiveCarousel,
}))

beforeAll(() => {
  window.matchMedia = jest.fn().mockReturnValue({
    matches: false,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })
})
beforeEach(() => mockSlider.mockClear())

const offering = (link: string, name: string) => ({
  link,
  name,
  shortName: name,
  summary: `${name} summary`,
  image: null,
})
const areas = [
  offering("/category-strategy", "Category Strategy & Contract Strategy"),
  offering("/post-award-contract-management", "Post Award Contract Management"),
  offering("/commercial-assurance", "Commercial Assurance"),
  offering("/cost-recovery", "Cost Recovery"),
  offering("/tendering-outsourcing", "Tendering & Outsourcing"),
  offering("/materials-management", "Materials Management"),
]

// The carousel wrapper resolves the breakpoint from the window width after mount.
function slidesAt(width: number, element: React.ReactElement) {
  Object.defineProperty(window, "innerWidth", { value: width, configurable: true })
  mockSlider.mockClear()
  const { unmount } = render(element)
  const last = mockSlider.mock.calls[mockSlider.mock.calls.length - 1][0]
  unmount()
  return last.slidesToShow
}

describe("TileCarousel (SLA page)", () => {
  it("shows 6 tiles, 4 below 768 px and 1 below 640 px, without arrows, auto-playing every 3000 ms", () => {
    render(<TileCarousel label="Service areas" items={areas} />)
    const settings = mockSlider.mock.calls[0][0]
    expect(settings).toMatchObject({
      slidesToShow: 6,
      arrows: false,
      autoplay: true,
      autoplaySpeed: 3000,
    })
    const tiles = <TileCarousel label="Service areas" items={areas} />
    expect([slidesAt(1280, tiles), slidesAt(768, tiles), slidesAt(767, tiles), slidesAt(640, tiles), slidesAt(639, tiles)]).toEqual([
      6, 6, 4, 4, 1,
    ])
    expect(carouselPresets.tiles.responsive).toHaveLength(2)
  })

  it("links every tile to its service page and names the carousel", () => {
    render(<TileCarousel label="Service areas" items={areas} />)
    expect(
      screen.getByRole("region", { name: "Service areas" })
    ).toHaveAttribute("aria-roledescription", "carousel")
    expect(screen.getByRole("link", { name: "Cost Recovery" })).toHaveAttribute(
      "href",
      "/cost-recovery"
    )
    expect(screen.getAllByRole("link")).toHaveLength(6)
  })
})

describe("ServiceCarousel", () => {
  it("centres 3 slides (2 below 1024 px, 1 below 768 px), starts at index 2, loops, 3000 ms auto-play, 500 ms speed", () => {
    Object.defineProperty(window, "innerWidth", { value: 1280, configurable: true })
    render(<ServiceCarousel items={areas} />)
    // The first render is the server's markup: no repeated slides until the carousel has mounted.
    expect(mockSlider.mock.calls[0][0].infinite).toBe(false)
    const settings = mockSlider.mock.calls[mockSlider.mock.calls.length - 1][0]
    expect(settings).toMatchObject({
      slidesToShow: 3,
      centerMode: true,
      initialSlide: 2,
      infinite: true,
      autoplay: true,
      autoplaySpeed: 3000,
      speed: 500,
    })
    const carousel = <ServiceCarousel items={areas} />
    expect([slidesAt(1280, carousel), slidesAt(1024, carousel), slidesAt(1023, carousel), slidesAt(768, carousel), slidesAt(767, carousel)]).toEqual([
      3, 3, 2, 2, 1,
    ])
  })

  it("pauses on hover and focus and offers a visible pause control", () => {
    render(<ServiceCarousel items={areas} />)
    expect(mockSlider.mock.calls[0][0]).toMatchObject({
      pauseOnHover: true,
      pauseOnFocus: true,
    })
    expect(
      screen.getByRole("button", { name: "Pause Service slides" })
    ).toBeVisible()
  })

  it("gives each slide a heading link to the service and its summary", () => {
    render(<ServiceCarousel items={areas} />)
    expect(
      screen.getByRole("heading", { level: 3, name: "Materials Management" })
    ).toBeInTheDocument()
    expect(
      screen.getByRole("link", { name: "Materials Management" })
    ).toHaveAttribute("href", "/materials-management")
    expect(screen.getByText("Materials Management summary")).toBeInTheDocument()
  })

  it("does not auto-play for visitors who prefer reduced motion", () => {
    ;(window.matchMedia as jest.Mock).mockReturnValueOnce({
      matches: true,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    })
    render(<ServiceCarousel items={areas} />)
    const last = mockSlider.mock.calls[mockSlider.mock.calls.length - 1][0]
    expect(last.autoplay).toBe(false)
    expect(
      screen.queryByRole("button", { name: /Pause/ })
    ).not.toBeInTheDocument()
  })
})
