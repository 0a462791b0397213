import * as React from "react"
import { fireEvent, render, screen, within } from "@testing-library/react"
import { TileCarousel } from "../tile-carousel"
import { ServiceCarousel } from "../service-carousel"

// react-slick measures the DOM, which jsdom cannot; a stand-in records the settings it receives.
const mockSlider = jest.fn()
jest.mock("react-slick", () => ({
  __esModule: true,
  default: (props: { children: React.ReactNode }) => {
    mockSlider(props)
    return <div data-testid="slick">{props.children}</div>
  },
}))

const reducedMotion = { matches: false }
beforeAll(() => {
  window.matchMedia = jest.fn().mockImplementation(() => ({
    matches: reducedMotion.matches,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }))
})
beforeEach(() => {
  mockSlider.mockClear()
  reducedMotion.matches = false
  setWidth(1280)
})

function setWidth(width: number) {
  Object.defineProperty(window, "innerWidth", {
    value: width,
    configurable: true,
  })
}

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

// jsdom has no IntersectionObserver, so a carousel counts as near the viewport once mounted; a
// visitor's pointer on it then fetches react-slick, which gets the settings of the window's width.
async function liveSettings(element: React.ReactElement, width = 1280) {
  setWidth(width)
  const { unmount } = render(element)
  fireEvent.pointerEnter(screen.getByRole("region"))
  await screen.findByTestId("slick")
  const settings = mockSlider.mock.calls.at(-1)[0]
  unmount()
  return settings
}

describe("TileCarousel (SLA page)", () => {
  it("shows 6 tiles, 4 below 768 px and 1 below 640 px, without arrows, auto-playing every 3000 ms", async () => {
    const tiles = <TileCarousel label="Service areas" items={areas} />
    expect(await liveSettings(tiles)).toMatchObject({
      slidesToShow: 6,
      arrows: false,
      autoplay: true,
      autoplaySpeed: 3000,
    })
    const shown = []
    for (const width of [1280, 768, 767, 640, 639])
      shown.push((await liveSettings(tiles, width)).slidesToShow)
    expect(shown).toEqual([6, 6, 4, 4, 1])
  })

  it("links every tile to its service page and names the carousel", async () => {
    render(<TileCarousel label="Service areas" items={areas} />)
    const region = screen.getByRole("region", { name: "Service areas" })
    fireEvent.pointerEnter(region)
    expect(region).toHaveAttribute("aria-roledescription", "carousel")
    await within(region).findByTestId("slick")
    expect(screen.getByRole("link", { name: "Cost Recovery" })).toHaveAttribute(
      "href",
      "/cost-recovery"
    )
    expect(screen.getAllByRole("link")).toHaveLength(6)
  })
})

describe("ServiceCarousel", () => {
  it("centres 3 slides (2 below 1024 px, 1 below 768 px), starts at index 2, loops, 3000 ms auto-play, 500 ms speed", async () => {
    const carousel = <ServiceCarousel items={areas} />
    expect(await liveSettings(carousel)).toMatchObject({
      slidesToShow: 3,
      centerMode: true,
      initialSlide: 2,
      infinite: true,
      autoplay: true,
      autoplaySpeed: 3000,
      speed: 500,
      pauseOnHover: true,
      pauseOnFocus: true,
    })
    const shown = []
    for (const width of [1280, 1024, 1023, 768, 767])
      shown.push((await liveSettings(carousel, width)).slidesToShow)
    expect(shown).toEqual([3, 3, 2, 2, 1])
  })

  it("names each dot for the slide it shows", async () => {
    const { customPaging } = await liveSettings(
      <ServiceCarousel items={areas} />
    )
    render(customPaging(1))
    expect(
      screen.getByRole("button", { name: "Show slide 2 of 6" })
    ).toBeInTheDocument()
  })

  it("offers a visible pause control", async () => {
    render(<ServiceCarousel items={areas} />)
    expect(
      await screen.findByRole("button", { name: "Pause Service slides" })
    ).toBeVisible()
  })

  it("gives each slide a heading link to the service and its summary", async () => {
    render(<ServiceCarousel items={areas} />)
    await screen.findByTestId("slick")
    expect(
      screen.getByRole("heading", { level: 3, name: "Materials Management" })
    ).toBeInTheDocument()
    expect(
      screen.getByRole("link", { name: "Materials Management" })
    ).toHaveAttribute("href", "/materials-management")
    expect(screen.getByText("Materials Management summary")).toBeInTheDocument()
  })

  it("does not auto-play for visitors who prefer reduced motion", async () => {
    reducedMotion.matches = true
    render(<ServiceCarousel items={areas} />)
    await screen.findByTestId("slick")
    // Not even for a first render: react-slick starts its timer when it mounts.
    expect(
      mockSlider.mock.calls.map(([props]) => props.autoplay)
    ).not.toContain(true)
    expect(
      screen.queryByRole("button", { name: /Pause/ })
    ).not.toBeInTheDocument()
  })
})

describe("Carousel before react-slick arrives", () => {
  it("is a row of its slides, those never in view kept from keyboard and screen readers", () => {
    // An observer that never reports: the carousel stays far from the viewport.
    window.IntersectionObserver = jest.fn(() => ({
      observe: jest.fn(),
      disconnect: jest.fn(),
    })) as unknown as typeof IntersectionObserver
    render(<ServiceCarousel items={areas} />)
    expect(screen.queryByTestId("slick")).not.toBeInTheDocument()
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(3)
    expect(screen.getAllByRole("link")).toHaveLength(3)
    delete (window as Partial<typeof window>).IntersectionObserver
  })
})
