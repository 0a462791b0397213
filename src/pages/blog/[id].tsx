import * as React from "react"
import type { HeadProps, PageProps } from "gatsby"
import { Seo } from "../../components/seo"
import { usePageName } from "../../hooks/use-page-name"
import { BlogPost } from "../../sections/blog-post"

/**
 * /blog/{x}: a blog post published in the admin panel after the last build, read from the API in
 * the browser by its slug (or its id).
 */
export default function BlogPage({ params }: PageProps) {
  return <BlogPost id={params.id} />
}

export const Head = ({ location }: HeadProps) => (
  <Seo
    title={usePageName(location.pathname) ?? undefined}
    pathname={location.pathname}
  />
)
