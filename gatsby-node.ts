// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import site from "./content/site.json"
import { CompileHintsPlugin } from "./src/build/compile-hints-plugin"

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
    type SiteJson implements Node @dontInfer {
      name: String!
      brand: String!
      email: String!
      siteUrl: String!
      title: String!
      description: String!
      tagline: String!
      themeColor: String!
      backgroundColor: String!
      copyrightYear: Int!
      offices: [Office!]!
      social: [SocialLink!]!
      schedulingUrl: String!
      scripts: ThirdPartyScripts!
    }
    type Office {
      city: String!
      country: String!
      address: String!
    }
    type SocialLink {
      name: String!
      kind: String!
      url: String!
    }
    type ThirdPartyScripts {
      analyticsId: String!
      tagManagerId: String!
      chatbotUrl: String!
    }
    type FooterJson implements Node @dontInfer {
      heading: String!
      intro: String!
      schedulingLabel: String!
      industries: FooterList!
      departments: FooterList!
      stakeholders: FooterList!
      countries: FooterList!
      legal: [FooterLink!]!
      rights: String!
    }
    type FooterList {
      title: String!
      items: [String!]!
    }
    type FooterLink {
      name: String!
      link: String!
    }
    type HomeJson implements Node @dontInfer {
      title: String!
      description: String!
      heroSlides: [HomeSlide!]!
      sectorsTitle: String!
      value: HomeTextBlock!
      help: HomeTextBlock!
      solutionsTitle: String!
      solutionsIntro: String!
      solutions: [HomeSolution!]!
      challenges: HomeChallenges!
      ai: HomeAi!
      teasersTitle: String!
      # The three teasers, by the slugs in home.json: the page asks for those articles and no others.
      teasers: [Mdx!]! @link(by: "frontmatter.slug")
      faqTitle: String!
      faq: [HomeFaq!]!
      accordionTitle: String!
      accordion: [HomePanel!]!
    }
    type HomeSlide {
      id: String!
      image: File @fileByRelativePath
      imageAlt: String!
      title: String!
      subtitle: String!
      description: String!
      description2: String!
      gradient: String!
    }
    type HomeTextBlock {
      title: String!
      paragraphs: [String!]!
      points: [String!]
    }
    type HomeSolution {
      id: String!
      title: String!
      image: File @fileByRelativePath
      imageAlt: String!
      text: String
      list: [String!]
      borderColor: String!
      link: String!
    }
    type HomeChallenges {
      title: String!
      intro: String!
      items: [HomeChallenge!]!
    }
    type HomeChallenge {
      id: String!
      label: String!
    }
    type HomeAi {
      title: String!
      text: String!
      label: String!
      link: String!
    }
    type HomeFaq {
      id: String!
      question: String!
      answer: [String!]!
      links: [String!]!
    }
    type HomePanel {
      id: String!
      title: String!
      description: String!
      link: String!
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
    type ErrorPageJson implements Node @dontInfer {
      title: String!
      status: String!
      text: String!
      homeLabel: String!
      homeLink: String!
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

// Browsers get their own ResizeObserver instead of the polyfill react-slick imports. The production
// bundle asks V8 to compile up front what pages run as they load: Gatsby's entry ("app": runtime,
// framework, app), each page component's chunks ("component---...") and the chunks split off to
// arrive just after ("deferred-...": footer forms, cookie banner, carousels). Code fetched on a
// visitor's action (the proposal modal, the country list, the admin panel) keeps lazy compilation.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript" && stage !== "develop") return
  const runsWhilePageLoads = (chunkGroup: string) =>
    chunkGroup === "app" || chunkGroup.startsWith("component---") || chunkGroup.startsWith("deferred-")
  actions.setWebpackConfig({
    resolve: { alias: { "resize-observer-polyfill": path.resolve("src/lib/native-resize-observer.js") } },
    plugins: stage === "build-javascript" ? [new CompileHintsPlugin({ include: runsWhilePageLoads })] : [],
  })
}
