import * as React from "react"
import { useRecordContext } from "react-admin"
import OpenInNewIcon from "@mui/icons-material/OpenInNew"
import PanelButton from "./PanelButton"

// A plain link, not a router link: the public page belongs to the Gatsby site, outside the panel.
export default function PublicPageLink({
  path,
}: {
  path: (id: string) => string
}) {
  const record = useRecordContext()
  // A draft has no public page yet.
  if (!record?.id || record.status === "draft") return null
  return (
    <PanelButton
      component="a"
      href={path(String(record.id))}
      target="_blank"
      rel="noopener"
      // Inside a list row the click opens the public page, not the record's show view.
      onClick={(event: React.MouseEvent) => event.stopPropagation()}
      label="admin.public_page"
    >
      <OpenInNewIcon />
    </PanelButton>
  )
}

// The public routes that render a stored record: a programme's page and a blog post's page.
export const servicePath = (id: string) => `/service/${encodeURIComponent(id)}`
export const blogPath = (id: string) => `/blog/${encodeURIComponent(id)}`
