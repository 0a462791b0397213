import * as React from "react"
import type { HeadProps, PageProps } from "gatsby"
import { Seo } from "../../components/seo"
import { usePageName } from "../../hooks/use-page-name"
import { ProgrammeDetail } from "../../sections/programme-detail"

/** /service/{x}: a programme published after the last build, read from the API in the browser by its slug (or its id). */
export default function ServicePage({ params }: PageProps) {
  return <ProgrammeDetail id={params.id} />
}

export const Head = ({ location }: HeadProps) => (
  <Seo
    title={usePageName(location.pathname) ?? undefined}
    pathname={location.pathname}
  />
)
