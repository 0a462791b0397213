import * as React from "react"
import { graphql, type HeadProps } from "gatsby"
import { useSiteConfig } from "../hooks/use-site-config"
import type { SearchKind } from "../lib/search-index"

type SeoProps = {
  title?: string
  /** The title a search result shows, whole (a record's seoTitle); else `title | site name`. */
  searchTitle?: string | null
  description?: string | null
  pathname: string
  /** A path on this site or an https address: made absolute for og:image. */
  image?: string | null
  /** og:type: an article for a blog post, a website page otherwise. */
  type?: "website" | "article"
  noindex?: boolean
  /** What the site search calls this page ('page' unless said). */
  kind?: SearchKind
  children?: React.ReactNode
}

/**
 * Title, description, canonical URL, Open Graph and Twitter tags for a page's `Head` export. The title also names the page and its kind for the site search (Pagefind reads
 * them from the built HTML).
 */
export function Seo({
  title,
  searchTitle,
  description,
  pathname,
  image,
  type = "website",
  noindex,
  kind = "page",
  children,
}: SeoProps) {
  const site = useSiteConfig()
  const fullTitle =
    searchTitle || (title ? `${title} | ${site.name}` : site.title)
  const summary = description || site.description
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname
  // A client-only route's prebuilt shell (/blog/[id]) stands for every address under it, so it
  // names none; in the browser the page renders again at its real address, with its link.
  const url = path.includes("[") ? null : `${site.siteUrl}${path}`
  const imageUrl = absoluteUrl(site.siteUrl, image || "/og-image.jpg")
  return (
    <>
      <title
        data-pagefind-meta={`title:${title ?? site.title}`}
        data-pagefind-filter={`kind:${kind}`}
      >
        {fullTitle}
      </title>
      <meta name="description" content={summary} />
      {url && <link rel="canonical" href={url} />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={summary} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      {noindex && <meta name="robots" content="noindex" />}
      {children}
    </>
  )
}

/** An image's address as another site fetches it: https as given, a path on this site made whole. */
export function absoluteUrl(siteUrl: string, image: string) {
  return /^https:\/\//i.test(image) ? image : `${siteUrl}${image}`
}

export const query = graphql`
  fragment ContentPageHead on ContentPage {
    title
    description
  }
`

/**
 * The `Head` of every page made from a JSON file in content/: that file names and describes the
 * page. Its query asks for the file as `page { ...ContentPageHead }`.
 */
export function ContentPageHead({
  location,
  data,
  kind,
}: HeadProps<{ page: Queries.ContentPageHeadFragment | null }> & {
  kind?: SearchKind
}) {
  return (
    <Seo
      title={data.page?.title}
      description={data.page?.description}
      pathname={location.pathname}
      kind={kind}
    />
  )
}
