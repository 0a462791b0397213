import * as React from "react"
import type { HeadProps, PageProps } from "gatsby"
import { Seo } from "../../components/seo"
import { usePageName } from "../../hooks/use-page-name"
import { BlogPost } from "../../sections/blog-post"

/** /blog/{id}: a blog post managed in the admin panel, read from the API in the browser (DECISIONS.md 'Routes'). */
export default function BlogPage({ params }: PageProps) {
  return <BlogPost id={params.id} />
}

export const Head = ({ location }: HeadProps) => (
  <Seo
    title={usePageName(location.pathname) ?? undefined}
    pathname={location.pathname}
  />
)
