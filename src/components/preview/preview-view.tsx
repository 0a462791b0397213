import * as React from "react"
import { request } from "../../../api-client"
import { Layout } from "../layout"
import { previewPages } from "./preview-pages"
import type { PreviewAnswer } from "../../../schemas/previews"

// /preview/{token}: a draft in the site's own templates and styles, on the page it will appear
// on, before any build. The server has checked the token before sending this page; the preview's
// data comes from /api/preview/{token} (the record shaped as the build shapes it, its HTML
// cleaned by the same rules), and the rest of a shared page from that page's data as the live
// build wrote it (/page-data/…). Images uploaded to the draft show as uploaded: the build has
// not made their optimised versions yet.

type State =
  | { status: "loading" }
  | { status: "failed"; message: string }
  | { status: "ready"; preview: PreviewAnswer; data: Record<string, unknown> }

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
    if (state.status !== "ready") return
    const anchor = previewPages[state.preview.resource].anchor?.(
      state.preview.node
    )
    if (anchor) document.getElementById(anchor)?.scrollIntoView()
  }, [state])

  if (state.status !== "ready")
    return (
      <Layout pathname="/preview" preview>
        <p
          role={state.status === "failed" ? "alert" : "status"}
          className="container-page py-16 text-center text-lg"
        >
          {state.status === "failed" ? state.message : "Loading the preview…"}
        </p>
      </Layout>
    )
  const { Page } = previewPages[state.preview.resource]
  return (
    <Layout pathname={state.preview.path} preview>
      <PreviewNotice expiresAt={state.preview.expiresAt} />
      <Page data={state.data} />
    </Layout>
  )
}

function PreviewNotice({ expiresAt }: { expiresAt: string }) {
  const until = new Date(expiresAt).toLocaleString("en-GB", {
    dateStyle: "long",
    timeStyle: "short",
  })
  return (
    <div
      role="note"
      aria-label="Preview"
      className="bg-accent text-brand border-brand/20 border-b px-4 py-3 text-center text-sm font-semibold"
    >
      Preview of a draft: visitors do not see it until it is published. This
      link works until {until}.
    </div>
  )
}

async function load(token: string) {
  const preview = await request<PreviewAnswer>(
    `/api/preview/${encodeURIComponent(token)}`,
    { fallback: () => "This preview could not be loaded; try again." }
  )
  const page = previewPages[preview.resource]
  if (!page)
    throw new Error("This preview is of something the site does not show.")
  const built = page.shared ? await builtData(preview.path) : {}
  return { preview, data: page.data(preview.node, built) }
}

// The data the live build gave the page (Gatsby's page-data.json of that path).
async function builtData(path: string) {
  const name = path === "/" ? "index" : path.replace(/^\/+/, "")
  const response = await fetch(`/page-data/${name}/page-data.json`)
  if (!response.ok)
    throw new Error(
      "The page this appears on is not built yet; publish once, then preview."
    )
  const pageData = (await response.json()) as {
    result?: { data?: Record<string, unknown> }
  }
  return pageData.result?.data ?? {}
}
