import type { ResourceName } from "../schemas/content"

// Where records hold images, apart from the media library's schemas (schemas/media.ts) so that
// the build's own code (common/panel-nodes.ts, compiled by Gatsby) reads it without TypeBox.

// The fields of each resource that hold an image's address: the one list the library reads to
// find where an image is used, to register a record's images, to check them before a publish
// and to rewrite them when an image's file is replaced. A new image field is one more name here.
export const IMAGE_FIELDS: Partial<Record<ResourceName, readonly string[]>> = {
  banners: ["image"],
  stories: ["image"],
  templates: ["image"],
  programmes: ["Image", "socialImage"],
  team: ["image"],
  news: ["image"],
  blogs: ["image", "socialImage"],
  courses: ["image"],
  teachers: ["photo"],
}

// The fields holding rich text, whose <img src> are images of the library too.
export const RICH_TEXT_FIELDS: Partial<Record<ResourceName, string>> = {
  programmes: "description",
  blogs: "content",
}
