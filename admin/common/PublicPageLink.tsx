import * as React from "react"
import { useRecordContext, type RaRecord } from "react-admin"
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
      href={path(pageAddress(record))}
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

/**
 * What names a live record's page: its slug, which is the published one while nothing waits to
 * be published; otherwise its id, which the site redirects to the page's address now.
 */
export const pageAddress = (record: RaRecord) =>
  String(record.state === "published" && record.slug ? record.slug : record.id)

// The public routes that render a stored record: a programme's page and a blog post's page, by
// its slug (or its id, which answers 301 to the page).
export const servicePath = (id: string) => `/service/${encodeURIComponent(id)}`
export const blogPath = (id: string) => `/blog/${encodeURIComponent(id)}`
