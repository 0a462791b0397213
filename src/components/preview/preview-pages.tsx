import * as React from "react"
import { isUpcoming, siteDay } from "../../../common/site-dates"
import HomePage from "../../pages/index"
import NewsAndEventsPage from "../../pages/news-and-events"
import AcademyPage from "../../pages/skillset-development"
import PanelBlogPage from "../../pages/blog/{PanelBlog.slug}"
import PanelProgrammePage from "../../pages/service/{PanelProgramme.slug}"
import AboutPage from "../../templates/about-page"
import type { RecordPreviewAnswer } from "../../../schemas/previews"

// Which of the site's own page components shows a record of each resource, and how the draft is
// put into the data that page was built with: a blog or a programme is its page's only record; a
// banner, a story, a team member… takes its place (or a new one) among the records of the page it
// shares, in the order that page's query sorts them.

type Node = RecordPreviewAnswer["node"]
type PageData = Record<string, any>
type Page = React.ComponentType<{ data: any }>

export interface PreviewPage {
  Page: Page
  // The built page whose data the draft joins; none for a page of the record's own.
  shared: boolean
  data(node: Node, built: PageData): PageData
  // The id of the block of a shared page the record is in, scrolled into view.
  anchor?(node: Node): string
}

const own = (Page: unknown, field: string): PreviewPage => ({
  Page: Page as Page,
  shared: false,
  data: (node) => ({ [field]: node }),
})

const among = (
  Page: unknown,
  field: string,
  order: (a: Node, b: Node) => number,
  anchor: (node: Node) => string,
  extra: (built: PageData) => PageData = () => ({})
): PreviewPage => ({
  Page: Page as Page,
  shared: true,
  anchor,
  data: (node, built) => {
    const nodes = (built[field]?.nodes ?? []) as Node[]
    return {
      ...built,
      ...extra(built),
      [field]: {
        nodes: [
          ...nodes.filter((other) => other.recordId !== node.recordId),
          node,
        ].sort(order),
      },
    }
  },
})

// GraphQL's sort, ascending: nulls last.
const by =
  (...fields: Array<[string, 1 | -1]>) =>
  (a: Node, b: Node) => {
    for (const [field, sign] of fields) {
      const x = a[field] as string | number | null
      const y = b[field] as string | number | null
      if (x === y) continue
      if (x === null || x === undefined) return 1
      if (y === null || y === undefined) return -1
      return (x < y ? -1 : 1) * sign
    }
    return 0
  }
const oldestFirst = by(["createdAt", 1], ["recordId", 1])

export const previewPages: Record<string, PreviewPage> = {
  banners: among(
    HomePage,
    "allPanelBanner",
    by(["order", 1], ["recordId", 1]),
    () => "banners-title"
  ),
  stories: among(
    AboutPage,
    "allPanelStory",
    oldestFirst,
    () => "client-stories"
  ),
  templates: among(
    AboutPage,
    "allPanelGalleryItem",
    oldestFirst,
    () => "gallery"
  ),
  team: among(AboutPage, "allPanelTeamMember", oldestFirst, () => "team"),
  programmes: own(PanelProgrammePage, "panelProgramme"),
  // Upcoming is judged on the day the preview is looked at.
  events: among(
    NewsAndEventsPage,
    "allPanelEvent",
    oldestFirst,
    (node) =>
      isUpcoming(node.date as string | null, siteDay(Date.now()))
        ? "upcoming-events"
        : "past-events",
    () => ({ panelSite: { today: siteDay(Date.now()) } })
  ),
  news: among(
    NewsAndEventsPage,
    "allPanelNews",
    by(["date", -1], ["createdAt", -1]),
    () => "news"
  ),
  blogs: own(PanelBlogPage, "panelBlog"),
  courses: among(AcademyPage, "allPanelCourse", oldestFirst, () => "courses"),
}
