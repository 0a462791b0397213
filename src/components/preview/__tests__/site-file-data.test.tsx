import * as React from "react"
import { render, screen } from "@testing-library/react"
import { overlay } from "../site-file-data"
import { compileMdx, MdxProblem } from "../mdx-preview"

// How a draft goes into the data the build gave a page (what the build's GraphQL layer does to a
// content file), and what the MDX preview makes of any text at all.
jest.mock("@mdx-js/mdx", () => require("./mdx-compiler").compiler)
jest.mock("remark-gfm", () => ({
  __esModule: true,
  default: require("./mdx-compiler").compiler.remarkGfm,
}))
jest.mock("../../../hooks/use-site-config", () => ({
  useSiteConfig: () => ({ name: "Coreval", email: "info@coreval.example" }),
}))

const site = { brand: "coreval", name: "Coreval" }

const processed = (src: string) => ({
  childImageSharp: {
    gatsbyImageData: {
      layout: "constrained",
      width: 480,
      height: 320,
      images: { fallback: { src }, sources: [] },
    },
  },
})

describe("a JSON draft in the built data", () => {
  it("fills the query's fields from the file's keys, @proxy, @site and @link as the build does", () => {
    const built = {
      title: "Old",
      removed: "gone from the draft",
      faqs: [{ id: "a", question: "Old?", answer: ["Old."], links: [] }],
      teasers: [
        { id: "m1", frontmatter: { slug: "/one", title: "One" } },
        { id: "m2", frontmatter: { slug: "/two", title: "Two" } },
      ],
    }
    const draft = {
      title: "New at {name}",
      notQueried: "left out",
      faqs: [
        {
          anchor: "b",
          question: "New?",
          paragraphs: ["New."],
          links: ["/the-story-of-{brand}"],
        },
      ],
      teasers: ["/two", "/unknown", "/one"],
    }
    expect(overlay(built, draft, site)).toEqual({
      title: "New at Coreval",
      removed: null,
      faqs: [
        {
          id: "b",
          question: "New?",
          answer: ["New."],
          links: ["/the-story-of-coreval"],
        },
      ],
      teasers: [built.teasers[1], built.teasers[0]],
    })
  })

  it("keeps a picture whose path is unchanged, finds another shipped one, shows a library one as uploaded", () => {
    const wind = processed("/static/d1/h1/hero-wind.webp")
    const sea = processed("/static/d2/h2/hero-offshore.webp")
    const built = {
      a: { image: wind },
      b: { image: wind },
      c: { image: wind },
      d: { image: sea },
      e: { image: wind },
    }
    const result = overlay(
      built,
      {
        a: { image: "../images/hero-wind.jpg" },
        b: { image: "../images/hero-offshore.jpg" },
        c: { image: "/uploads/rig.jpg" },
        d: { image: "../images/never-built.jpg" },
        e: { image: null },
      },
      site
    ) as Record<string, { image: unknown }>
    expect(result.a.image).toBe(wind)
    expect(result.b.image).toBe(sea)
    expect(result.c.image).toEqual({
      publicURL: "/uploads/rig.jpg",
      childImageSharp: {
        gatsbyImageData: expect.objectContaining({
          layout: "constrained",
          width: 480,
          height: 320,
          images: {
            fallback: expect.objectContaining({
              src: "/uploads/rig.jpg",
              srcSet: "/uploads/rig.jpg",
            }),
            sources: [],
          },
        }),
      },
    })
    expect(result.d.image).toBeNull()
    expect(result.e.image).toBeNull()
  })

  it("takes any draft, of any shape and size, without throwing, and answers only the query's fields", () => {
    let seed = 45
    const random = () =>
      (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const value = (depth: number): unknown => {
      const pick = Math.floor(random() * (depth > 3 ? 5 : 8))
      if (pick === 0) return null
      if (pick === 1) return random() * 1e6
      if (pick === 2) return random() > 0.5
      if (pick === 3)
        return [
          "../images/x.jpg",
          "/uploads/y.png",
          "{brand}",
          "",
          "x".repeat(5000),
        ][Math.floor(random() * 5)]
      if (pick === 4) return `text ${random()}`
      if (pick === 5)
        return Array.from({ length: Math.floor(random() * 6) }, () =>
          value(depth + 1)
        )
      return Object.fromEntries(
        [
          "title",
          "image",
          "items",
          "id",
          "anchor",
          "paragraphs",
          "__proto__",
          "constructor",
        ]
          .filter(() => random() > 0.4)
          .map((key) => [key, value(depth + 1)])
      )
    }
    const built = {
      title: "T",
      image: processed("/static/a/b/x.webp"),
      items: [{ id: "i", title: "t", image: null, answer: ["p"] }],
    }
    for (let run = 0; run < 300; run++) {
      const result = overlay(built, value(0), site)
      if (result && typeof result === "object" && !Array.isArray(result))
        expect(Object.keys(result).sort()).toEqual(["image", "items", "title"])
      expect(Object.prototype).not.toHaveProperty("polluted")
    }
  })
})

describe("an MDX draft's body", () => {
  it("draws the site's components with the plain values the draft gives them", async () => {
    const { frontmatter, body } = await compileMdx(
      [
        "---",
        'title: "Rates"',
        "order: 3",
        'services: ["/faq"]',
        "---",
        "",
        "Made by <CompanyName />.",
        "",
        '<KeyFigures items={[{ value: "-12%", label: `cost` }, { value: 3, label: "wells" }]} />',
        "",
        "{/* a comment */}",
      ].join("\n")
    )
    expect(frontmatter).toEqual({
      title: "Rates",
      order: 3,
      services: ["/faq"],
    })
    render(<>{body}</>)
    expect(screen.getByText(/Made by Coreval/)).toBeInTheDocument()
    expect(
      screen.getAllByRole("definition").map((node) => node.textContent)
    ).toEqual(["-12%", "3"])
  })

  it("names the line of a fault, in the file's own numbering", async () => {
    await expect(
      compileMdx("---\ntitle: x\n---\n\nText\n\n<Nope />\n")
    ).rejects.toThrow(
      "<Nope> is not one of the site's MDX components (line 7)."
    )
    await expect(compileMdx("---\ntitle: [x\n---\n")).rejects.toThrow(
      /not valid YAML/
    )
    await expect(compileMdx("import x from 'y'\n\nText")).rejects.toThrow(
      "The preview cannot run an import or export (line 1)."
    )
  })

  it("runs no code a draft holds: an expression that is not a plain value is refused", async () => {
    const run = jest.fn()
    ;(globalThis as Record<string, unknown>).draftCode = run
    for (const text of [
      "Text\n\n{draftCode()}\n",
      "<KeyFigures items={draftCode()} />",
      "<KeyFigures items={[{ value: draftCode() }]} />",
      "<Callout {...draftCode()} />",
    ])
      await expect(compileMdx(text)).rejects.toThrow(
        /only plain values in braces .*\(line [13]\)/
      )
    expect(run).not.toHaveBeenCalled()
  })

  it("answers any text with a page or a reason, never another error", async () => {
    let seed = 7
    const random = () =>
      (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const pieces = [
      "<KeyFigures items={[",
      "]} />",
      "<Callout>",
      "</Callout>",
      "{",
      "}",
      "---\n",
      "| a |\n|---|\n",
      "# ",
      "\n\n",
      "text",
      "<",
      ">",
      "`",
      "export const a = 1",
      "{1+1}",
      "é\u0000",
    ]
    for (let run = 0; run < 40; run++) {
      const text = Array.from(
        { length: Math.floor(random() * 30) },
        () => pieces[Math.floor(random() * pieces.length)]
      ).join("")
      const outcome = await compileMdx(text).then(
        () => "drawn",
        (error) => (error instanceof MdxProblem ? "refused" : error)
      )
      expect(["drawn", "refused"]).toContain(outcome)
    }
  })
})
