import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/seo"

/** Disclaimer, privacy policy and copyright notice: MDX prose under the page's own title. */
export default function LegalPage({
  data,
  children,
}: PageProps<Queries.LegalPageQuery>) {
  const page = data.mdx!.frontmatter
  return (
    <article className="container-page max-w-3xl py-14 sm:py-20">
      <h1 className="text-brand text-3xl font-bold tracking-tight sm:text-4xl">
        {page.title}
      </h1>
      {page.updated && (
        <p className="text-muted-foreground mt-2 text-sm">
          Last updated: {page.updated}
        </p>
      )}
      <div className="text-foreground mt-8">{children}</div>
    </article>
  )
}

export const Head = ({ location, data }: HeadProps<Queries.LegalPageQuery>) => (
  <Seo
    title={data.mdx!.frontmatter.title}
    description={data.mdx!.frontmatter.description}
    pathname={location.pathname}
  />
)

export const query = graphql`
  query LegalPage($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
        updated
      }
    }
  }
`
