import * as React from "react"
import { request } from "../../../api-client"
import { Layout } from "../layout"
import { previewPages } from "./preview-pages"
import { builtData } from "./built-data"
import { PreviewMessage, PreviewNotice } from "./preview-status"
import { SiteFilePreview } from "./site-file-preview"
import type {
  PreviewAnswer,
  RecordPreviewAnswer,
} from "../../../schemas/previews"

// /preview/{token}: a draft in the site's own templates and styles, on the page it will appear
// on, before any build. The server has checked the token before sending this page; the preview's
// data comes from /api/preview/{token} (the record shaped as the build shapes it, its HTML
// cleaned by the same rules), and the rest of a shared page from that page's data as the live
// build wrote it (/page-data/…). Images uploaded to the draft show as uploaded: the build has
// not made their optimised versions yet. A site file's preview (a content file's draft) is
// site-file-preview.tsx's.

type State =
  | { status: "loading" }
  | { status: "failed"; message: string }
  | { status: "ready"; preview: PreviewAnswer; data: Record<string, unknown> }

const isRecord = (preview: PreviewAnswer): preview is RecordPreviewAnswer =>
  preview.resource !== "site-files"

export function PreviewView({ token }: { token: string }) {
  const [state, setState] = React.useState<State>({ status: "loading" })
  React.useEffect(() => {
    let current = true
    load(token)
      .then((ready) => current && setState({ status: "ready", ...ready }))
      .catch(
        (error: Error) =>
          current && setState({ status: "failed", message: error.message })
      )
    return () => {
      current = false
    }
  }, [token])

  // A record in a block of a shared page is brought into view.
  React.useEffect(() => {
    if (state.status !== "ready" || !isRecord(state.preview)) return
    const anchor = previewPages[state.preview.resource].anchor?.(
      state.preview.node
    )
    if (anchor) document.getElementById(anchor)?.scrollIntoView()
  }, [state])

  if (state.status !== "ready")
    return (
      <PreviewMessage
        failed={state.status === "failed" ? state.message : undefined}
      />
    )
  if (!isRecord(state.preview))
    return (
      <SiteFilePreview
        file={state.preview}
        expiresAt={state.preview.expiresAt}
      />
    )
  const { Page } = previewPages[state.preview.resource]
  return (
    <Layout pathname={state.preview.path} preview>
      <PreviewNotice expiresAt={state.preview.expiresAt} />
      <Page data={state.data} />
    </Layout>
  )
}

async function load(token: string) {
  const preview = await request<PreviewAnswer>(
    `/api/preview/${encodeURIComponent(token)}`,
    { fallback: () => "This preview could not be loaded; try again." }
  )
  if (!isRecord(preview)) return { preview, data: {} }
  const page = previewPages[preview.resource]
  if (!page)
    throw new Error("This preview is of something the site does not show.")
  const built = page.shared ? await builtData(preview.path) : {}
  return { preview, data: page.data(preview.node, built) }
}
