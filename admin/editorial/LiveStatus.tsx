import * as React from "react"
import { Alert, AlertTitle, Box, CircularProgress, Link } from "@mui/material"
import { useRecordContext, useResourceContext, useTranslate } from "react-admin"
import { publicPath } from "./publicPath"
import { pageAddress } from "../common/PublicPageLink"
import { usePublishStatus } from "./usePublishStatus"

// What became of a record's publish: waiting for the build, being built, live (since when, with
// a link to its page), or why the build failed, with the end of the build's log. A record
// published before the live build read the records is on the site. `path` is the page for a
// resource whose records name their own (a site page's address).
export default function LiveStatus({ path }: { path?: string } = {}) {
  const record = useRecordContext()
  const resource = useResourceContext()!
  const translate = useTranslate()
  const { data: status } = usePublishStatus()
  if (!record || !status || record.status !== "published") return null
  const time = (iso: string | null) =>
    iso
      ? new Date(iso).toLocaleString(undefined, {
          dateStyle: "medium",
          timeStyle: "short",
        })
      : ""
  const live = Boolean(
    status.contentAt &&
    record.publishedAt &&
    record.publishedAt <= status.contentAt
  )
  const draftNote =
    record.state === "changed" ? ` ${translate("admin.live.changed")}` : ""

  if (live)
    return (
      <Alert severity="success" sx={{ m: 2 }} data-testid="live-status">
        {translate("admin.live.live", { time: time(status.builtAt) })}{" "}
        <Link
          href={path ?? publicPath(resource, pageAddress(record))}
          target="_blank"
          rel="noopener"
        >
          {translate("admin.live.open")}
        </Link>
        {draftNote}
      </Alert>
    )
  if (status.mode === "off")
    return (
      <Alert severity="info" sx={{ m: 2 }} data-testid="live-status">
        {translate("admin.live.off")}
      </Alert>
    )
  if (status.paused)
    return (
      <Alert severity="warning" sx={{ m: 2 }} data-testid="live-status">
        {translate("admin.live.paused")}
      </Alert>
    )
  if (status.state === "failed")
    return (
      <Alert severity="error" sx={{ m: 2 }} data-testid="live-status">
        <AlertTitle>{translate("admin.live.failed")}</AlertTitle>
        {status.error}
        {status.log && (
          <Box
            component="pre"
            aria-label={translate("admin.live.log")}
            tabIndex={0}
            sx={{
              mt: 1,
              maxHeight: 240,
              overflow: "auto",
              whiteSpace: "pre-wrap",
            }}
          >
            {status.log}
          </Box>
        )}
      </Alert>
    )
  return (
    <Alert
      severity="info"
      icon={<CircularProgress size={20} aria-hidden />}
      sx={{ m: 2 }}
      data-testid="live-status"
    >
      {translate(
        status.state === "building"
          ? "admin.live.building"
          : "admin.live.queued",
        { time: time(status.startedAt) }
      )}
    </Alert>
  )
}
