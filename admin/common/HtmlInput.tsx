import * as React from "react"
import { Skeleton } from "@mui/material"
import type { InputProps } from "react-admin"

// The rich-text editor (TipTap and ProseMirror, a few hundred KB) is fetched only when a form
// with an HTML field opens, so the panel's other screens, and never a public page, carry it.
const RichTextEditor = React.lazy(
  () => import(/* webpackChunkName: "admin-editor" */ "./editor/RichTextEditor")
)

export default function HtmlInput(props: InputProps) {
  return (
    <React.Suspense
      fallback={<Skeleton variant="rounded" height={260} sx={{ my: 1 }} />}
    >
      <RichTextEditor {...props} />
    </React.Suspense>
  )
}
