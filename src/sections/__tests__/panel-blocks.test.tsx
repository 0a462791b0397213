import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { BannerBand } from "../banner-band"
import { ClientStories } from "../client-stories"
import { Gallery, groupByCategory } from "../gallery"
import { TeamGrid, initials } from "../team-grid"
import { ProgrammeCards } from "../programme-cards"
import { BlogCards } from "../blog-cards"
import { EventList, splitEvents } from "../event-list"
import { NewsList } from "../news-list"
import { AcademyCourses } from "../academy-courses"
import { PanelImage } from "../../components/panel-image"
import type { ImageFile } from "../../components/ui/picture"

// The blocks that show the panel's records (docs/publishing.md), with their data as props.

const processed: ImageFile = {
  childImageSharp: {
    gatsbyImageData: {
      layout: "constrained",
      width: 640,
      height: 427,
      backgroundColor: "#123456",
      images: {
        fallback: {
          src: "/static/ab/photo.jpg",
          srcSet: "/static/ab/photo.jpg 640w",
          sizes: "640px",
        },
        sources: [
          {
            type: "image/avif",
            srcSet: "/static/ab/photo.avif 640w",
            sizes: "640px",
          },
        ],
      },
    },
  },
}

describe("an empty collection shows nothing, not even a heading", () => {
  it.each([
    ["banners", <BannerBand title="Announcements" banners={[]} />],
    [
      "stories",
      <ClientStories title="Client stories" intro={null} stories={[]} />,
    ],
    [
      "gallery",
      <Gallery title="Gallery" intro={null} otherCategory="More" items={[]} />,
    ],
    ["team", <TeamGrid title="Our team" intro={null} members={[]} />],
    [
      "programmes",
      <ProgrammeCards
        title="Our programmes"
        intro={null}
        linkLabel="View"
        programmes={[]}
      />,
    ],
    ["blogs", <BlogCards blogs={[]} readLabel="Read" />],
    [
      "events",
      <EventList
        upcomingTitle="Upcoming"
        pastTitle="Past"
        events={[]}
        today="2025-01-01"
      />,
    ],
    ["news", <NewsList title="News" news={[]} />],
    [
      "courses",
      <AcademyCourses
        title="{count} courses"
        intro=""
        oneDay="{n} day"
        days="{n} days"
        courses={[]}
      />,
    ],
  ])("%s", (_name, element) => {
    const { container } = render(element)
    expect(container).toBeEmptyDOMElement()
  })
})

it("links each banner card to its link, on the site or off it", () => {
  render(
    <BannerBand
      title="Announcements"
      banners={[
        {
          recordId: "1",
          title: "Benchmark",
          subtitle: "Rates",
          link: "/faq",
          image: null,
          imageAlt: null,
          imageFocus: null,
          imageFile: null,
        },
        {
          recordId: "2",
          title: "Partner",
          subtitle: null,
          link: "https://partner.example/x",
          image: null,
          imageAlt: null,
          imageFocus: null,
          imageFile: null,
        },
        {
          recordId: "3",
          title: "Plain",
          subtitle: null,
          link: null,
          image: null,
          imageAlt: null,
          imageFocus: null,
          imageFile: null,
        },
      ]}
    />
  )
  expect(
    screen.getByRole("heading", { level: 2, name: "Announcements" })
  ).toBeInTheDocument()
  expect(screen.getByRole("link", { name: "Benchmark" })).toHaveAttribute(
    "href",
    "/faq"
  )
  expect(screen.getByRole("link", { name: "Partner" })).toHaveAttribute(
    "href",
    "https://partner.example/x"
  )
  expect(screen.queryByRole("link", { name: "Plain" })).not.toBeInTheDocument()
})

describe("a record's image", () => {
  it("is the build's processed picture for an upload", () => {
    const { container } = render(
      <PanelImage
        url="/uploads/a.jpg"
        file={processed}
        alt=""
        className="aspect-[3/2]"
      />
    )
    expect(
      container.querySelector('source[type="image/avif"]')
    ).toHaveAttribute("srcset", "/static/ab/photo.avif 640w")
    expect(container.querySelector("img")).toHaveAttribute(
      "src",
      "/static/ab/photo.jpg"
    )
  })

  it("is an https address shown as given, lazily, in a box of its own proportions", () => {
    const { container } = render(
      <PanelImage
        url="https://images.example/a.jpg"
        file={null}
        alt="A"
        className="aspect-[3/2]"
      />
    )
    const image = screen.getByRole("img", { name: "A" })
    expect(image).toHaveAttribute("src", "https://images.example/a.jpg")
    expect(image).toHaveAttribute("loading", "lazy")
    expect(container.firstChild).toHaveClass("aspect-[3/2]", "relative")
    expect(image).toHaveClass("absolute", "inset-0")
  })

  it("carries the library's alt text and keeps its focal point in view, uploaded or not", () => {
    const { container } = render(
      <>
        <PanelImage
          url="/uploads/a.jpg"
          file={processed}
          alt="A drilling rig at dusk"
          focus="30% 70%"
        />
        <PanelImage
          url="https://images.example/a.jpg"
          file={null}
          alt="Costs by quarter"
          focus="0% 100%"
        />
      </>
    )
    expect(
      screen.getByRole("img", { name: "A drilling rig at dusk" })
    ).toHaveStyle({ objectPosition: "30% 70%" })
    expect(screen.getByRole("img", { name: "Costs by quarter" })).toHaveStyle({
      objectPosition: "0% 100%",
    })
    expect(container.querySelectorAll("img")).toHaveLength(2)
  })

  it('is decorative (alt "") when the library says so or the build had no alt text', () => {
    const { container } = render(
      <>
        <PanelImage url="https://images.example/a.jpg" file={null} alt="" />
        <PanelImage url="/uploads/a.jpg" file={processed} alt={null} />
      </>
    )
    const images = container.querySelectorAll("img")
    expect(images).toHaveLength(2)
    for (const image of images) {
      expect(image).toHaveAttribute("alt", "")
      expect(image).not.toHaveAttribute("style")
    }
    expect(screen.queryAllByRole("img")).toEqual([])
  })

  it("shows a card's picture with the picture's alt text, not the card's title", () => {
    render(
      <BlogCards
        readLabel="Read"
        blogs={[
          {
            recordId: "b1",
            slug: "rates",
            title: "Rates",
            summary: null,
            category: null,
            image: "https://i.example/rig.jpg",
            imageAlt: "A drilling rig at dusk",
            imageFocus: "20% 40%",
            imageFile: null,
          },
          {
            recordId: "b2",
            slug: "texture",
            title: "Texture",
            summary: null,
            category: null,
            image: "https://i.example/texture.jpg",
            imageAlt: "",
            imageFocus: "50% 50%",
            imageFile: null,
          },
        ]}
      />
    )
    expect(screen.getAllByRole("img")).toEqual([
      screen.getByRole("img", { name: "A drilling rig at dusk" }),
    ])
    expect(screen.getByRole("img")).toHaveStyle({ objectPosition: "20% 40%" })
    expect(screen.queryByRole("img", { name: /Rates|Texture/ })).toBeNull()
  })

  it("gives its box whole pixels, as HTML wants, when a crop's height is a fraction", () => {
    const data = processed!.childImageSharp!.gatsbyImageData
    const { container } = render(
      <PanelImage
        url="/uploads/a.jpg"
        file={{
          childImageSharp: {
            gatsbyImageData: { ...data, height: 640 / 1.5 },
          },
        }}
        alt=""
      />
    )
    expect(container.querySelector("img")).toHaveAttribute("height", "427")
    expect(container.querySelector("img")).toHaveAttribute("width", "640")
  })

  it("is nothing when there is none", () => {
    const { container } = render(<PanelImage url={null} file={null} alt="" />)
    expect(container).toBeEmptyDOMElement()
  })
})

it("groups the gallery by category, the uncategorised last, and leaves out items without a picture", () => {
  const item = (
    recordId: string,
    category: string | null,
    image: string | null = "https://i.example/x.jpg"
  ) => ({
    recordId,
    title: `Picture ${recordId}`,
    category,
    image,
    imageAlt: null,
    imageFocus: null,
    imageFile: null,
  })
  expect(
    groupByCategory([
      item("1", null),
      item("2", "Sites"),
      item("3", "Workshops"),
      item("4", " Sites "),
    ])
  ).toEqual([
    ["Sites", [item("2", "Sites"), item("4", " Sites ")]],
    ["Workshops", [item("3", "Workshops")]],
    [null, [item("1", null)]],
  ])
  render(
    <Gallery
      title="Gallery"
      intro={null}
      otherCategory="More"
      items={[item("1", null), item("2", "Sites"), item("5", "Sites", null)]}
    />
  )
  expect(
    screen.getByRole("heading", { level: 3, name: "Sites" })
  ).toBeInTheDocument()
  expect(
    screen.getByRole("heading", { level: 3, name: "More" })
  ).toBeInTheDocument()
  expect(screen.queryByText("Picture 5")).not.toBeInTheDocument()
})

it("shows each team member with a portrait, or initials without one", () => {
  expect(initials("Ada  Okafor Lovelace")).toBe("AL")
  render(
    <TeamGrid
      title="Our team"
      intro={null}
      members={[
        {
          recordId: "1",
          name: "Ada Okafor",
          role: "Partner",
          bio: "Bio",
          image: null,
          imageAlt: null,
          imageFocus: null,
          imageFile: null,
        },
        {
          recordId: "2",
          name: "Grace",
          role: null,
          bio: null,
          image: "https://i.example/g.jpg",
          imageAlt: null,
          imageFocus: null,
          imageFile: null,
        },
      ]}
    />
  )
  expect(
    screen.getByRole("heading", { level: 3, name: "Ada Okafor" })
  ).toBeInTheDocument()
  expect(screen.getByText("AO")).toBeInTheDocument()
  expect(screen.getByText("Partner")).toBeInTheDocument()
})

it("links each programme card and blog card to its own prebuilt page, at its slug", () => {
  render(
    <>
      <ProgrammeCards
        title="Our programmes"
        intro={null}
        linkLabel="View the programme"
        programmes={[
          {
            recordId: "p1",
            slug: "full-cost-program",
            Name: "Full Cost Program",
            Image: null,
            summary: "Every cost line.",
            ImageAlt: null,
            ImageFocus: null,
            imageFile: null,
          },
        ]}
      />
      <BlogCards
        readLabel="Read"
        blogs={[
          {
            recordId: "b1",
            slug: "beyond-rates",
            title: "Rates",
            summary: "Beyond rates.",
            category: "Thinking",
            image: null,
            imageAlt: null,
            imageFocus: null,
            imageFile: null,
          },
        ]}
      />
    </>
  )
  expect(
    screen.getByRole("link", { name: "Full Cost Program" })
  ).toHaveAttribute("href", "/service/full-cost-program")
  expect(screen.getByRole("link", { name: /^Read ?: Rates$/ })).toHaveAttribute(
    "href",
    "/blog/beyond-rates"
  )
})

describe("events", () => {
  const event = (recordId: string, date: string | null) => ({
    recordId,
    title: `Event ${recordId}`,
    date,
    location: null,
    description: null,
  })

  it("lists upcoming ones soonest first, then past ones latest first, undated last", () => {
    const { upcoming, past } = splitEvents(
      [
        event("a", "2025-03-10"),
        event("b", "2025-02-01T10:00:00Z"),
        event("c", null),
        event("d", "2025-03-01"),
        event("e", "2024-12-24"),
      ],
      "2025-03-01T08:00:00.000Z"
    )
    expect(upcoming.map((item) => item.recordId)).toEqual(["d", "a"])
    expect(past.map((item) => item.recordId)).toEqual(["b", "e", "c"])
  })

  it("shows the day and time as written, and only the lists that have events", () => {
    render(
      <EventList
        upcomingTitle="Upcoming events"
        pastTitle="Past events"
        events={[event("a", "2030-05-01T09:30:00+02:00")]}
        today="2025-01-01"
      />
    )
    const upcoming = screen.getByRole("region", { name: "Upcoming events" })
    expect(within(upcoming).getByText("1 May 2030, 09:30")).toBeInTheDocument()
    expect(
      screen.queryByRole("heading", { name: "Past events" })
    ).not.toBeInTheDocument()
  })
})

it("counts the Academy's courses in the heading and gives each its length", () => {
  render(
    <AcademyCourses
      title="{count} courses"
      intro="Coaching and training."
      oneDay="{n} day"
      days="{n} days"
      courses={[
        {
          recordId: "1",
          title: "Negotiation",
          description: "Beyond rates.",
          durationDays: 1,
          image: null,
          imageAlt: null,
          imageFocus: null,
          imageFile: null,
        },
        {
          recordId: "2",
          title: "Tendering",
          description: null,
          durationDays: 2,
          image: null,
          imageAlt: null,
          imageFocus: null,
          imageFile: null,
        },
      ]}
    />
  )
  expect(
    screen.getByRole("heading", { level: 2, name: "2 courses" })
  ).toBeInTheDocument()
  expect(screen.getByText("1 day")).toBeInTheDocument()
  expect(screen.getByText("2 days")).toBeInTheDocument()
})
