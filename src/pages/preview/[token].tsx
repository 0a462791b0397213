import * as React from "react"
import type { PageProps } from "gatsby"
import { PreviewView } from "../../components/preview/preview-view"

/**
 * /preview/{token}: a draft shown in the site's own templates, for staff and whoever they share
 * the link with. Client-only: the server answers this path only for a token that opens a preview
 * (plugins/external/site-static.ts), never indexed, and the sitemap leaves it out.
 */
export default function PreviewPage({ params }: PageProps) {
  return <PreviewView token={params.token} />
}

export const Head = () => (
  <>
    <title>Preview</title>
    <meta name="robots" content="noindex, nofollow" />
  </>
)
