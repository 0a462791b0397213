import type { PanelResource } from "./panel-content"

// Where each of the panel's resources appears on the site: the page a preview of one of its
// records shows it on. A blog and a programme have pages of their own; the others are blocks of
// a page they share. Browser-safe: the server answers the path with a preview, the preview page
// picks its template by the resource. A page of its own is named by the record's slug (or id).
export function previewPath(
  resource: PanelResource,
  id: string | null,
  brand: string
): string {
  const own = encodeURIComponent(id ?? "draft")
  switch (resource) {
    case "banners":
      return "/"
    case "stories":
    case "templates":
    case "team":
      return `/the-story-of-${brand}`
    case "programmes":
      return `/service/${own}`
    case "events":
    case "news":
      return "/news-and-events"
    case "blogs":
      return `/blog/${own}`
    case "courses":
      return "/skillset-development"
  }
}
