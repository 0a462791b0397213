import path from "node:path"
import { intoContentCopy } from "../site-content-dir"

// The webpack replacement that points the site code's own imports of content files at the
// build's copy when edits are laid over (gatsby-node.ts): only requests that resolve into
// content/ move, to the same file in the copy.

const root = "/site"
const redirect = intoContentCopy(
  path.join(root, "content"),
  path.join(root, ".site-content")
)
const moved = (context: string, request: string) => {
  const resource = { context, request }
  redirect(resource)
  return resource.request
}

test("points an import of a content file at the copy, whatever folder imports it", () => {
  expect(moved("/site/src/lib", "../../content/data/search.json")).toBe(
    "/site/.site-content/data/search.json"
  )
  expect(moved("/site/admin/common/editor", "../../../content/site.json")).toBe(
    "/site/.site-content/site.json"
  )
})

test("leaves every other request as it is", () => {
  for (const [context, request] of [
    ["/site/src/lib", "libphonenumber-js/metadata.max.json"],
    ["/site/src/lib", "./local.json"],
    ["/site/src/lib", "../../contents/x.json"],
    ["/site/src/lib", "../../content"],
    ["/site", "./content/../package.json"],
    ["/site/src/lib", "../../../content/site.json"],
    ["/site/src/lib", "../../.site-content/site.json"],
  ])
    expect(moved(context, request)).toBe(request)
})
