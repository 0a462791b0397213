import * as React from "react"
import { render } from "@testing-library/react"
import { RecordSeo } from "../record-seo"

jest.mock("../../hooks/use-site-config", () => ({
  useSiteConfig: () => ({
    name: "Coreval",
    title: "Coreval | Procurement",
    description: "The site's own description.",
    siteUrl: "https://www.coreval.example",
  }),
}))

// The Head of a blog post's and a programme's page: what search engines and social cards read.
function head(props: Partial<React.ComponentProps<typeof RecordSeo>> = {}) {
  const { container } = render(
    <RecordSeo
      title="Rates are not the cost"
      seoTitle={null}
      seoDescription={null}
      summary="Why the rate card misleads."
      pathname="/blog/rates-are-not-the-cost"
      image="/uploads/0190aaaabbbbccccddddeeee.png"
      kind="blog"
      {...props}
    />
  )
  const meta = (key: string) =>
    container
      .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
      ?.getAttribute("content")
  const jsonLd = container.querySelector(
    'script[type="application/ld+json"]'
  )?.textContent
  return {
    container,
    meta,
    title: container.querySelector("title")?.textContent,
    canonical: container
      .querySelector('link[rel="canonical"]')
      ?.getAttribute("href"),
    jsonLd: jsonLd ? JSON.parse(jsonLd) : null,
  }
}

describe("RecordSeo", () => {
  it("falls back to the title and the summary, with the record's image made absolute", () => {
    const { title, meta, canonical, jsonLd } = head()
    expect(title).toBe("Rates are not the cost | Coreval")
    expect(meta("description")).toBe("Why the rate card misleads.")
    expect(canonical).toBe(
      "https://www.coreval.example/blog/rates-are-not-the-cost"
    )
    expect(meta("og:title")).toBe("Rates are not the cost | Coreval")
    expect(meta("og:description")).toBe("Why the rate card misleads.")
    expect(meta("og:image")).toBe(
      "https://www.coreval.example/uploads/0190aaaabbbbccccddddeeee.png"
    )
    expect(meta("og:url")).toBe(canonical)
    expect(meta("og:type")).toBe("website")
    expect(meta("twitter:card")).toBe("summary_large_image")
    // A programme has no BlogPosting.
    expect(jsonLd).toBeNull()
  })

  it("takes the search title and description the editor wrote, and an https social image as given", () => {
    const { title, meta } = head({
      seoTitle: "Rates vs cost: a buyer's guide",
      seoDescription: "Seven questions to ask before comparing rates.",
      image: "https://cdn.example.net/card.jpg",
    })
    expect(title).toBe("Rates vs cost: a buyer's guide")
    expect(meta("og:title")).toBe("Rates vs cost: a buyer's guide")
    expect(meta("description")).toBe(
      "Seven questions to ask before comparing rates."
    )
    expect(meta("og:description")).toBe(
      "Seven questions to ask before comparing rates."
    )
    expect(meta("og:image")).toBe("https://cdn.example.net/card.jpg")
  })

  it("falls back to the site's description and image when the record has neither", () => {
    const { meta } = head({ summary: null, image: null })
    expect(meta("description")).toBe("The site's own description.")
    expect(meta("og:image")).toBe("https://www.coreval.example/og-image.jpg")
  })

  it("gives a blog post og:type article and a BlogPosting", () => {
    const { meta, jsonLd } = head({
      posting: {
        author: "Ada Lovelace",
        datePublished: "2026-01-02T09:00:00.000Z",
        dateModified: "2026-02-03T10:00:00.000Z",
      },
    })
    expect(meta("og:type")).toBe("article")
    expect(jsonLd).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "Rates are not the cost",
      datePublished: "2026-01-02T09:00:00.000Z",
      dateModified: "2026-02-03T10:00:00.000Z",
      image: "https://www.coreval.example/uploads/0190aaaabbbbccccddddeeee.png",
      author: { "@type": "Person", name: "Ada Lovelace" },
      mainEntityOfPage:
        "https://www.coreval.example/blog/rates-are-not-the-cost",
    })
  })

  it("names the site as author when the post has none, and keeps a hostile title inside its script", () => {
    const { jsonLd, container } = head({
      title: "</script><script>window.hacked=1</script>",
      posting: {
        author: null,
        datePublished: "2026-01-02T09:00:00.000Z",
        dateModified: "2026-01-02T09:00:00.000Z",
      },
    })
    expect(jsonLd.author).toEqual({ "@type": "Organization", name: "Coreval" })
    expect(jsonLd.headline).toBe("</script><script>window.hacked=1</script>")
    const scripts = container.querySelectorAll("script")
    expect(scripts).toHaveLength(1)
    // As the built HTML holds it: no "</script" in the text to end the element early.
    expect(scripts[0].innerHTML).not.toMatch(/<\/script/i)
  })
})
