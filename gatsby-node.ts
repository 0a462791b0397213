// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { intoContentCopy, siteContentDir } from "./common/site-content-dir"

// The folder the content is read from: content/, or the copy with the panel's published edits
// (gatsby-config.ts has already written it and named it in SITE_CONTENT_DIR).
const contentRoot = path.resolve("content")
const contentDir = siteContentDir(path.resolve("."))
const site = JSON.parse(
  fs.readFileSync(path.join(contentDir, "site.json"), "utf8")
) as typeof import("./content/site.json")

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`)

// content/schema.graphql declares the type of every content file. Its `@site` fields fill in the
// placeholders of content/site.json (`{brand}` in links to the about page, `{name}` in a title), so
// no component has to.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] =
  ({ actions }) => {
    actions.createFieldExtension({
      name: "site",
      extend: () => ({
        resolve: (
          source: Record<string, unknown>,
          _args: unknown,
          _context: unknown,
          info: { fieldName: string }
        ) => withSite(source[info.fieldName]),
      }),
    })
    actions.createTypes(
      fs.readFileSync(path.join(contentDir, "schema.graphql"), "utf8")
    )
  }

const withSite = (value: unknown): unknown => {
  if (typeof value === "string")
    return value.replace("{brand}", site.brand).replace("{name}", site.name)
  return Array.isArray(value) ? value.map(withSite) : value
}

type PagesQuery = {
  allMdx: {
    nodes: {
      id: string
      frontmatter: { slug: string; template: string | null }
      internal: { contentFilePath: string }
    }[]
  }
  allServiceJson: { nodes: { id: string; slug: string }[] }
}

const mdxTemplates: Record<string, string> = {
  article: "article",
  "case-study": "article",
  legal: "legal-page",
}

export const createPages: GatsbyNode["createPages"] = async ({
  graphql,
  actions,
  reporter,
}) => {
  const { data, errors } = await graphql<PagesQuery>(`
    query CreatePages {
      allMdx {
        nodes {
          id
          frontmatter {
            slug
            template
          }
          internal {
            contentFilePath
          }
        }
      }
      allServiceJson {
        nodes {
          id
          slug
        }
      }
    }
  `)
  if (errors || !data) {
    reporter.panicOnBuild("Could not query the content to create pages", errors)
    return
  }

  // MDX pages: the frontmatter's slug is the URL, its template picks the view (legal pages have none).
  for (const node of data.allMdx.nodes) {
    const name = mdxTemplates[node.frontmatter.template ?? "legal"]
    if (!name) {
      reporter.panicOnBuild(
        `Unknown template "${node.frontmatter.template}" in ${node.internal.contentFilePath}`
      )
      continue
    }
    actions.createPage({
      path: node.frontmatter.slug,
      component: `${template(name)}?__contentFilePath=${node.internal.contentFilePath}`,
      context: { id: node.id },
    })
  }

  for (const node of data.allServiceJson.nodes) {
    actions.createPage({
      path: node.slug,
      component: template("service-page"),
      context: { id: node.id, slug: node.slug },
    })
  }

  // The about page's path ends in the brand word, which only content/site.json knows.
  actions.createPage({
    path: `/the-story-of-${site.brand}`,
    component: template("about-page"),
    context: {},
  })
}

// The site's code imports a few content files itself (src/lib/search-copy.ts imports
// data/search.json): with the edits laid over, those imports read the copy too, so the site
// shows one version of each file.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  actions,
  plugins,
}) => {
  if (fs.realpathSync(contentDir) === fs.realpathSync(contentRoot)) return
  actions.setWebpackConfig({
    plugins: [
      plugins.normalModuleReplacement(
        /\.json$/,
        intoContentCopy(contentRoot, contentDir)
      ),
    ],
  })
}

// robots.txt names the sitemap by absolute URL, so it is written from content/site.json, not kept in static/.
export const onPostBuild: GatsbyNode["onPostBuild"] = async () => {
  const robots = [
    "User-agent: *",
    "Disallow: /admin",
    "Allow: /",
    "",
    `Sitemap: ${site.siteUrl}/sitemap-index.xml`,
    "",
  ]
  await fs.promises.writeFile(
    path.resolve("public/robots.txt"),
    robots.join("\n")
  )
}
