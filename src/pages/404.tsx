import * as React from "react"
import type { HeadProps } from "gatsby"
import { Seo } from "../components/seo"
import { ButtonLink } from "../components/ui/button"

/** The default error screen (SPEC section 8): served with a real 404 status by the server. */
export default function NotFoundPage() {
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-20 text-center">
      <h1 className="text-3xl font-bold text-brand sm:text-4xl">Unexpected Application Error!</h1>
      <p className="mt-4 text-xl text-muted-foreground">404 Not Found</p>
      <ButtonLink to="/" className="mt-8">
        Back to the home page
      </ButtonLink>
    </section>
  )
}

export const Head = ({ location }: HeadProps) => (
  <Seo title="404 Not Found" pathname={location.pathname} noindex />
)
