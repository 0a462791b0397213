import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { ButtonLink } from "../components/ui/button"

/**
 * The default error screen, its words from content/data/error-page.json; served with a real 404
 * status by the server.
 */
export default function NotFoundPage({
  data,
}: PageProps<Queries.NotFoundPageQuery>) {
  const copy = data.errorPageJson!
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-20 text-center">
      <h1 className="text-brand text-3xl font-bold sm:text-4xl">
        {copy.title}
      </h1>
      <p className="text-muted-foreground mt-4 text-xl">{copy.status}</p>
      <p className="text-muted-foreground mt-2 max-w-xl">{copy.text}</p>
      <ButtonLink to={copy.homeLink!} className="mt-8">
        {copy.homeLabel}
      </ButtonLink>
    </section>
  )
}

export const Head = ({
  location,
  data,
}: HeadProps<Queries.NotFoundPageQuery>) => (
  <Seo
    title={data.errorPageJson!.status}
    pathname={location.pathname}
    noindex
  />
)

export const query = graphql`
  query NotFoundPage {
    errorPageJson {
      title
      status
      text
      homeLabel
      homeLink
    }
  }
`
