// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-config/
import { readFileSync } from "fs"
import path from "path"
import type { GatsbyConfig } from "gatsby"
import remarkGfm from "remark-gfm"
import { siteContentDir } from "./common/site-content-dir"

// At every `gatsby build`, Gatsby downloads its list of deployment adapters (adapters.js, code that
// it then runs) from GitHub, then unpkg, unless GATSBY_ADAPTERS_MANIFEST holds that file's text
// (gatsby/dist/utils/get-latest-gatsby-files.js). The config is loaded before the adapters are
// looked up, so this hands it the list shipped inside the installed gatsby package: a build runs
// no code fetched at build time. (Not require.resolve: Parcel, which compiles this file, drops it.)
process.env.GATSBY_ADAPTERS_MANIFEST ??= readFileSync(
  path.join(__dirname, "node_modules", "gatsby", "adapters.js"),
  "utf8"
)

// content/, or a copy of it with the panel's published edits laid over when there are any
// (common/site-content.ts): the folder every content file of the build is read from.
const contentDir = siteContentDir(__dirname)
const site = JSON.parse(
  readFileSync(path.join(contentDir, "site.json"), "utf8")
) as typeof import("./content/site.json")

const pascal = (name: string) =>
  name.replace(/(^|[-_ ])(\w)/g, (_match: string, _sep: string, char: string) =>
    char.toUpperCase()
  )

// One node type per file (content/data/menus.json -> MenusJson, content/pages/faq.json -> FaqJson),
// except the six service pages, which share ServiceJson and one template. content/schema.graphql
// declares each.
const jsonTypeName = ({ node }: { node: { dir: string; name: string } }) =>
  path.basename(node.dir) === "services"
    ? "ServiceJson"
    : `${pascal(node.name)}Json`

type SitemapFilterTools = {
  minimatch: (path: string, pattern: string) => boolean
  withoutTrailingSlash: (path: string) => string
}

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.title,
    description: site.description,
    siteUrl: site.siteUrl,
  },
  // Writes Queries.* types for every named query on each build, so tsc checks pages without gatsby develop.
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
  },
  trailingSlash: "never",
  jsxRuntime: "automatic",
  plugins: [
    "gatsby-plugin-postcss",
    // Local: plugins/gatsby-plugin-compile-hints (why, with the figures, in its README).
    {
      resolve: "gatsby-plugin-compile-hints",
      options: { exclude: "/admin/App$" },
    },
    // Local: plugins/gatsby-plugin-admin-bundle (why, with the figures, in its README).
    {
      resolve: "gatsby-plugin-admin-bundle",
      options: { module: "admin/App.tsx", chunk: "admin" },
    },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        // WebP alone: every browser the site supports shows it, and each further format (a JPEG
        // fallback, AVIF) costs build time and a second source set in every page's HTML. The
        // panel's uploads ask for AVIF and WebP in their own fragments (components/panel-image.tsx).
        defaults: {
          formats: ["webp"],
          placeholder: "dominantColor",
          quality: 70,
          breakpoints: [360, 640, 960, 1280, 1600],
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-transformer-json",
      options: { typeName: jsonTypeName },
    },
    {
      resolve: "gatsby-source-filesystem",
      // content/seed holds the first records of the database (server/migrations), not pages;
      // data/search.json is the search's words, which its code imports (src/lib/search-copy.ts);
      // data/newsletter-pages.json the words of the pages the server answers for the newsletter's
      // links (server/routes/api/v1/newsletter).
      options: {
        name: "content",
        path: contentDir,
        ignore: [
          "**/seed/**",
          "**/data/search.json",
          "**/data/newsletter-pages.json",
        ],
      },
    },
    // Local: plugins/gatsby-plugin-pagefind indexes the built pages for the site search after every
    // build. Before the source plugin, whose onPostBuild marks the build finished: a build whose
    // index failed is not published.
    "gatsby-plugin-pagefind",
    // The records of the admin panel, from the server's database (plugins/gatsby-source-panel).
    "gatsby-source-panel",
    {
      resolve: "gatsby-plugin-mdx",
      options: {
        extensions: [".mdx"],
        // remark-gfm is ESM-only; Node 20.19+ can require() it from this CommonJS-compiled config.
        mdxOptions: { remarkPlugins: [remarkGfm] },
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        query:
          "{ site { siteMetadata { siteUrl } } allSitePage { nodes { path matchPath } } }",
        excludes: ["/404", "/404.html", "/dev-404-page", "/admin/*", "/search"],
        // Client-only shells (/admin, /service/[id], /blog/[id]) answer any path; each record's own
        // prebuilt page, at its slug now (/service/{slug}, /blog/{slug}), is listed.
        filterPages: (
          page: { path: string; matchPath: string | null },
          exclude: string,
          { minimatch, withoutTrailingSlash }: SitemapFilterTools
        ) =>
          Boolean(page.matchPath) ||
          minimatch(
            withoutTrailingSlash(page.path),
            withoutTrailingSlash(exclude)
          ),
      },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.name,
        short_name: site.name,
        description: site.description,
        start_url: "/",
        lang: "en",
        display: "standalone",
        theme_color: site.themeColor,
        background_color: site.backgroundColor,
        icon: "src/images/icon.png",
        cache_busting_mode: "none",
      },
    },
  ],
}

export default config
