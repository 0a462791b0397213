// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import site from "./content/site.json"

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`)

// Declared types keep optional content fields nullable instead of failing the build when absent,
// and turn relative image paths into File nodes that gatsby-plugin-image can process.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type Mdx implements Node {
      frontmatter: MdxFrontmatter
    }
    type MdxFrontmatter {
      title: String!
      slug: String!
      template: String
      category: String
      heading: String
      subheading: String
      excerpt: String
      description: String
      image: File @fileByRelativePath
      imageAlt: String
      date: Date @dateformat
      order: Int
      services: [String!]
      updated: String
    }
    type OfferingsJson implements Node {
      link: String!
      name: String!
      shortName: String!
      image: File @fileByRelativePath
      summary: String
    }
    type SectorsJson implements Node {
      name: String!
      shortName: String!
      icon: String!
      image: File @fileByRelativePath
    }
    type MenusJson implements Node {
      name: String!
      link: String!
      title: String
      intro: [String!]
      submenu: [MenuLink!]
    }
    type MenuLink {
      id: String!
      name: String!
      link: String!
    }
    type HomeJson implements Node {
      heroSlides: [HomeJsonHeroSlides]
      solutions: [HomeJsonSolutions]
      accordion: [HomeJsonAccordion]
    }
    type HomeJsonHeroSlides {
      image: File @fileByRelativePath
    }
    type HomeJsonSolutions {
      image: File @fileByRelativePath
      text: String
      list: [String!]
    }
    type HomeJsonAccordion {
      image: File @fileByRelativePath
      caseTitle: String
      caseText: String
    }
    type RoutesJson implements Node {
      path: String!
      name: String!
      prefix: Boolean
      showHeading: Boolean
    }
  `)
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
  "case-study": "case-study",
  legal: "legal-page",
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
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
      reporter.panicOnBuild(`Unknown template "${node.frontmatter.template}" in ${node.internal.contentFilePath}`)
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
  actions.createPage({ path: `/the-story-of-${site.brand}`, component: template("about-page"), context: {} })
}

// robots.txt names the sitemap by absolute URL, so it is written from content/site.json, not kept in static/.
export const onPostBuild: GatsbyNode["onPostBuild"] = async () => {
  const robots = ["User-agent: *", "Disallow: /admin", "Allow: /", "", `Sitemap: ${site.siteUrl}/sitemap-index.xml`, ""]
  await fs.promises.writeFile(path.resolve("public/robots.txt"), robots.join("\n"))
}
