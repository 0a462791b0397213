import * as React from "react"
import { Layout } from "../layout"

// What every preview shows around a draft: the line that says it is one, and the page's words
// while the draft loads or when it cannot be shown.

export function PreviewNotice({ expiresAt }: { expiresAt: string }) {
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

/** A preview page still loading (no message) or that cannot show its draft (why). */
export function PreviewMessage({ failed }: { failed?: string }) {
  return (
    <Layout pathname="/preview" preview>
      <p
        role={failed ? "alert" : "status"}
        className="container-page py-16 text-center text-lg"
      >
        {failed ?? "Loading the preview…"}
      </p>
    </Layout>
  )
}
