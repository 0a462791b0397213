import * as React from "react"
import { readFileSync } from "node:fs"
import path from "node:path"
import { render, screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { SiteFilePreview } from "../site-file-preview"
import { PreviewView } from "../preview-view"
import site from "../../../../content/site.json"
import footer from "../../../../content/data/footer.json"
import forms from "../../../../content/data/forms.json"
import menus from "../../../../content/data/menus.json"
import sectors from "../../../../content/data/sectors.json"
import offerings from "../../../../content/data/offerings.json"
import articlePage from "../../../../content/data/article-page.json"
import consent from "../../../../content/data/newsletter-consent.json"
import routes from "../../../../content/data/routes.json"
import home from "../../../../content/data/home.json"
import panelBlocks from "../../../../content/data/panel-blocks.json"
import faq from "../../../../content/pages/faq.json"

// A content file's draft on the page it belongs on, as /preview/{token} shows it: the hooks' static
// queries and the pages' data are what a build of content/ gives (made here from the files, images
// as the build describes them), the MDX compiler is the real one.
jest.mock("@mdx-js/mdx", () => require("./mdx-compiler").compiler)
jest.mock("remark-gfm", () => ({
  __esModule: true,
  default: require("./mdx-compiler").compiler.remarkGfm,
}))
// The layout's provider serves the MDX the build compiled; a preview draws its draft's tree with
// the same components itself.
jest.mock("@mdx-js/react", () => ({
  MDXProvider: ({ children }: { children: React.ReactNode }) => children,
}))
// The footer's forms are the footer's own (sections/__tests__), and the slowest part to render.
jest.mock("../../../sections/get-in-touch", () => ({ GetInTouch: () => null }))

const processed = (name: string) => ({
  childImageSharp: {
    gatsbyImageData: {
      layout: "fullWidth",
      width: 1,
      height: 0.5625,
      backgroundColor: "#183858",
      images: {
        fallback: {
          src: `/static/bce7d3/75f49/${name}.webp`,
          srcSet: `/static/bce7d3/7b52b/${name}.webp 480w`,
          sizes: "100vw",
        },
        sources: [],
      },
    },
  },
})

// As the build answers the queries: a field the file leaves out is null.
const staticQueries = {
  siteJson: {
    ...site,
    offices: site.offices.map((office) => ({ telephone: null, ...office })),
  },
  footerJson: footer,
  formsJson: forms,
  allMenusJson: {
    nodes: menus.map((item) => ({
      title: null,
      intro: null,
      submenu: null,
      ...item,
    })),
  },
  allSectorsJson: {
    nodes: sectors.map((sector) => ({ ...sector, image: null })),
  },
  allOfferingsJson: {
    nodes: offerings.map((offering) => ({ ...offering, image: null })),
  },
  articlePageJson: articlePage,
  newsletterConsentJson: consent,
  allRoutesJson: {
    nodes: routes.map((route) => ({
      prefix: null,
      showHeading: null,
      ...route,
    })),
  },
  allMdx: { nodes: [] },
}

const article = (dir: string) =>
  readFileSync(
    path.resolve(__dirname, `../../../../content/articles/${dir}/index.mdx`),
    "utf8"
  )

// What the live build wrote for each page (/page-data/…/page-data.json), the parts tests read.
const pageData: Record<string, unknown> = {
  index: {
    home: {
      ...home,
      heroSlides: home.heroSlides.map((slide) => ({ ...slide, image: null })),
      solutions: home.solutions.map((item) => ({ ...item, image: null })),
      accordion: home.accordion.map((item) => ({ ...item, image: null })),
      teasers: [],
    },
    panelBlocksJson: panelBlocks,
    allPanelBanner: { nodes: [] },
  },
  faq: {
    page: {
      title: faq.title,
      description: faq.description,
      hero: {
        heading: faq.hero.heading,
        subheading: faq.hero.subheading,
        blogHeading: faq.hero.blogHeading,
        imageAlt: faq.hero.imageAlt,
        mobileNote: null,
        image: processed("hero-nuclear"),
      },
      intro: faq.intro,
      faqs: faq.faqs.map((entry) => ({
        id: entry.anchor,
        question: entry.question,
        answer: entry.paragraphs,
        links: entry.links,
      })),
    },
  },
  "drilling-cost-transformation": {
    mdx: {
      frontmatter: {
        title: "Drilling Cost Transformation",
        template: "case-study",
        heading: "Drilling Cost Transformation",
        subheading: "Over 60% cost impact on the well",
        category: "Case Study",
        services: [],
        imageAlt: "An onshore drilling rig",
        image: null,
        description: "An onshore operator's campaign.",
      },
    },
  },
}

// What GET /api/preview/{token} answers for a site file.
let answer: unknown

beforeAll(() => {
  // The home page's carousel asks whether motion is reduced; jsdom has no media queries.
  window.matchMedia = jest.fn().mockImplementation(() => ({
    matches: true,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    // react-slick's breakpoints still use the older names.
    addListener: jest.fn(),
    removeListener: jest.fn(),
  }))
})

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(staticQueries)
  global.fetch = jest.fn(async (url: string) => {
    if (url.endsWith("/api/preview/token-of-a-site-file"))
      return { ok: true, status: 200, json: async () => answer }
    const name = /^\/page-data\/(.+)\/page-data\.json$/.exec(url)?.[1] ?? ""
    const data = pageData[name]
    return {
      ok: Boolean(data),
      json: async () => ({ result: { data } }),
    }
  }) as unknown as typeof fetch
})

const preview = (filePath: string, text: string) =>
  render(
    <SiteFilePreview
      file={{
        path: filePath,
        kind: filePath.endsWith(".mdx") ? "mdx" : "json",
        text,
      }}
      expiresAt="2031-02-10T10:00:00.000Z"
    />
  )

// The draft on its page: the preview's notice shows once it has loaded (the loading screen has
// the site's header and footer too, with the build's words).
const shown = () => screen.findByRole("note", { name: "Preview" })

const edited = <T,>(file: T, edit: (copy: T) => void) => {
  const copy = JSON.parse(JSON.stringify(file)) as T
  edit(copy)
  return JSON.stringify(copy, null, 2)
}

describe("a JSON page's draft", () => {
  it("shows the FAQ page with a changed and a new question, the hero's picture kept", async () => {
    preview(
      "pages/faq.json",
      edited(faq, (draft) => {
        draft.faqs[0].question = "Which contract model rewards efficiency?"
        draft.faqs.push({
          ...draft.faqs[1],
          anchor: "new",
          question: "Who owns the savings?",
        })
      })
    )
    expect(
      await screen.findByRole("button", {
        name: "Which contract model rewards efficiency?",
      })
    ).toBeInTheDocument()
    expect(
      screen.getByRole("button", { name: "Who owns the savings?" })
    ).toBeInTheDocument()
    expect(
      screen.queryByRole("button", { name: faq.faqs[0].question })
    ).toBeNull()
    expect(screen.getByRole("note", { name: "Preview" })).toBeInTheDocument()
    // The path did not change: the picture is the one the build made of it.
    expect(
      document.querySelector('source[srcset*="/static/bce7d3/"]')
    ).not.toBeNull()
    expect(global.fetch).toHaveBeenCalledWith("/page-data/faq/page-data.json")
  })

  it("shows a library picture that replaces the hero's as uploaded, in the same box", async () => {
    preview(
      "pages/faq.json",
      edited(faq, (draft) => {
        draft.hero.image = "/uploads/rig-at-dusk.jpg"
      })
    )
    await screen.findByRole("button", { name: faq.faqs[0].question })
    expect(
      document.querySelector('source[srcset="/uploads/rig-at-dusk.jpg"]')
    ).not.toBeNull()
    expect(document.querySelector('source[srcset*="/static/"]')).toBeNull()
  })
})

describe("a site-wide file's draft", () => {
  it("shows site.json's changed office on the home page, from the preview's answer", async () => {
    answer = {
      resource: "site-files",
      expiresAt: "2031-02-10T10:00:00.000Z",
      path: "site.json",
      kind: "json",
      address: "/",
      text: edited(site, (draft) => {
        draft.offices[0].address = "Lange Voorhout 9, 2514 EA The Hague"
        ;(draft.offices[0] as { telephone?: string }).telephone =
          "+31 70 345 67 89"
      }),
    }
    render(<PreviewView token="token-of-a-site-file" />)
    await shown()
    const strip = screen.getByTestId("contact-strip")
    expect(strip).toHaveTextContent("Lange Voorhout 9, 2514 EA The Hague")
    expect(strip).not.toHaveTextContent(site.offices[0].address)
    expect(
      within(strip).getByRole("link", { name: "+31 70 345 67 89" })
    ).toHaveAttribute("href", "tel:+31703456789")
    // The home page, with its own words.
    expect(screen.getByText(home.title)).toBeInTheDocument()
  })

  it("shows the footer's draft on the home page", async () => {
    preview(
      "data/footer.json",
      edited(footer, (draft) => {
        draft.heading = "Talk to us this week"
      })
    )
    await shown()
    expect(
      screen.getByRole("heading", { name: "Talk to us this week" })
    ).toBeInTheDocument()
    expect(screen.queryByRole("heading", { name: footer.heading })).toBeNull()
  })

  it("shows the menus' draft in the home page's header, {brand} filled in", async () => {
    preview(
      "data/menus.json",
      edited(menus, (draft) => {
        draft[0].name = "Our Philosophy"
      })
    )
    await shown()
    const [header] = screen.getAllByRole("banner")
    expect(within(header).getAllByText("Our Philosophy")).not.toHaveLength(0)
    expect(
      within(header)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href"))
    ).toContain(`/the-story-of-${site.brand}`)
  })
  it("says so when a draft has a value the page cannot draw, instead of a blank page", async () => {
    // React reports the error it caught; the screen is what is tested.
    const report = jest.spyOn(console, "error").mockImplementation(() => {})
    preview(
      "data/footer.json",
      edited(footer as Record<string, unknown>, (draft) => {
        draft.industries = null
      })
    )
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This draft has a value the page cannot show"
    )
    report.mockRestore()
  })
})

describe("an MDX draft", () => {
  it("shows an article's changed key figure in the article's template", async () => {
    const text = article("drilling-cost-transformation").replace(
      'value: "over 60%"',
      'value: "over 75%"'
    )
    preview("articles/drilling-cost-transformation/index.mdx", text)
    const body = await screen.findByTestId("article-body")
    const figures = within(body)
      .getAllByRole("definition")
      .map((node) => node.textContent)
    expect(figures).toContain("over 75%")
    expect(figures).not.toContain("over 60%")
    // The frontmatter's heading, the body's table (GFM) and headings, as the build shows them.
    expect(
      screen.getByRole("heading", { name: "Drilling Cost Transformation" })
    ).toBeInTheDocument()
    expect(within(body).getAllByRole("table")).not.toHaveLength(0)
    expect(
      within(body).getByRole("heading", { name: "The Brief" })
    ).toBeInTheDocument()
  })

  it("says where a draft that does not compile breaks, instead of a blank page", async () => {
    const text = article("drilling-cost-transformation").replace(
      "## The Brief",
      '## The Brief\n\n<Callout title="Open">\n\nNever closed.'
    )
    preview("articles/drilling-cost-transformation/index.mdx", text)
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /does not compile: .*Callout/
    )
  })
})
