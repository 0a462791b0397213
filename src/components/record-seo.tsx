import * as React from "react"
import { useSiteConfig } from "../hooks/use-site-config"
import type { SearchKind } from "../lib/search-index"
import { absoluteUrl, Seo } from "./seo"

type RecordSeoProps = {
  title: string
  /** What the editor wrote for search and social; null falls back to the title and summary. */
  seoTitle: string | null
  seoDescription: string | null
  summary: string | null
  /** The page's own address now (/blog/{slug}): the canonical one, whatever was typed. */
  pathname: string
  /** The social image, else the record's image, else the site's. */
  image: string | null | undefined
  kind: SearchKind
  /** A blog post's: its JSON-LD BlogPosting. */
  posting?: {
    author: string | null
    datePublished: string
    dateModified: string
  }
}

/**
 * The `Head` of a panel record's own page (a blog post, a programme): its search snippet and
 * social card as the editor set them in 'Search and social', and for a blog post the BlogPosting
 * that search engines read.
 */
export function RecordSeo({
  title,
  seoTitle,
  seoDescription,
  summary,
  pathname,
  image,
  kind,
  posting,
}: RecordSeoProps) {
  const site = useSiteConfig()
  const jsonLd = posting && {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: title,
    datePublished: posting.datePublished,
    dateModified: posting.dateModified,
    image: absoluteUrl(site.siteUrl, image || "/og-image.jpg"),
    author: posting.author
      ? { "@type": "Person", name: posting.author }
      : { "@type": "Organization", name: site.name },
    mainEntityOfPage: `${site.siteUrl}${pathname}`,
  }
  return (
    <Seo
      title={title}
      searchTitle={seoTitle}
      description={seoDescription || summary}
      pathname={pathname}
      image={image}
      type={posting ? "article" : "website"}
      kind={kind}
    >
      {jsonLd && (
        <script
          type="application/ld+json"
          // "<" escaped, so no text of a record can close the script element.
          dangerouslySetInnerHTML={{
            __html: JSON.stringify(jsonLd).replace(/</g, "\\u003c"),
          }}
        />
      )}
    </Seo>
  )
}
