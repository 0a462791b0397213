import * as React from "react"
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from "@mui/material"
import CheckCircleOutline from "@mui/icons-material/CheckCircleOutlined"
import ErrorOutline from "@mui/icons-material/ErrorOutlined"
import PauseCircleOutline from "@mui/icons-material/PauseCircleOutlined"
import Schedule from "@mui/icons-material/Schedule"
import LinkOff from "@mui/icons-material/LinkOff"
import WarningAmber from "@mui/icons-material/WarningAmber"
import { useQueryClient } from "@tanstack/react-query"
import {
  Link,
  useCreatePath,
  useDataProvider,
  useNotify,
  useTranslate,
} from "react-admin"
import { PUBLISH_STATUS, usePublishStatus } from "../editorial/usePublishStatus"
import type { PanelDataProvider } from "../dataProvider"
import type { PublishStatus as Status } from "../../schemas/publishing"

// The site's state, always in view in the app bar: up to date as of the last build, waiting,
// publishing, or failed with the build's error and the end of its log; the records the live site
// shows without their image, when an image could not be read; the internal links of published
// rich text that lead to no page, each with its record to edit; and 'Publish now' (which also
// resumes automatic publishing when it is paused).

export default function PublishStatus() {
  const dataProvider = useDataProvider<PanelDataProvider>()
  const translate = useTranslate()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const { data: status } = usePublishStatus()
  const setStatus = (next: Status) =>
    queryClient.setQueryData(PUBLISH_STATUS, next)
  const [showError, setShowError] = React.useState(false)
  const [showWarnings, setShowWarnings] = React.useState(false)
  const [showLinks, setShowLinks] = React.useState(false)

  const publish = () =>
    dataProvider.publishNow().then(
      (next) => {
        setStatus(next)
        notify("admin.publish.requested", { type: "info" })
      },
      (error: Error) => notify(error.message, { type: "error" })
    )

  if (!status) return null
  // A server from before warnings existed sends none.
  const warnings = status.warnings ?? []
  const brokenLinks = status.brokenLinks ?? []
  const time = (iso: string | null) =>
    iso
      ? new Date(iso).toLocaleString(undefined, {
          day: "numeric",
          month: "short",
          hour: "2-digit",
          minute: "2-digit",
        })
      : ""
  const { icon, text, detail } = describe(status, translate, time)
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: "flex", alignItems: "center", gap: 1, mx: 1, minWidth: 0 }}
    >
      {icon}
      <Typography
        variant="body2"
        noWrap
        sx={{ display: { xs: "none", sm: "block" } }}
        data-testid="publish-state"
      >
        {text}
        {detail && (
          <Box component="span" sx={{ opacity: 0.8 }}>
            {" "}
            {detail}
          </Box>
        )}
      </Typography>
      {status.state === "failed" && (
        <Button color="inherit" size="small" onClick={() => setShowError(true)}>
          {translate("admin.publish.details")}
        </Button>
      )}
      {warnings.length > 0 && (
        <Button
          color="inherit"
          size="small"
          startIcon={<WarningAmber fontSize="small" />}
          onClick={() => setShowWarnings(true)}
          sx={{ whiteSpace: "nowrap" }}
        >
          {translate("admin.publish.warnings", {
            smart_count: warnings.length,
          })}
        </Button>
      )}
      {brokenLinks.length > 0 && (
        <Button
          color="inherit"
          size="small"
          startIcon={<LinkOff fontSize="small" />}
          onClick={() => setShowLinks(true)}
          sx={{ whiteSpace: "nowrap" }}
        >
          {translate("admin.publish.broken_links", {
            smart_count: brokenLinks.length,
          })}
        </Button>
      )}
      {status.mode !== "off" && (
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          onClick={publish}
          sx={{ whiteSpace: "nowrap" }}
        >
          {translate("admin.publish.now")}
        </Button>
      )}
      <ExplainDialog
        open={showError}
        onClose={() => setShowError(false)}
        about="error"
      >
        <Box
          component="pre"
          sx={{
            mt: 2,
            p: 2,
            bgcolor: "grey.100",
            overflow: "auto",
            whiteSpace: "pre-wrap",
          }}
        >
          {status.error}
          {status.log && `\n\n${status.log}`}
        </Box>
      </ExplainDialog>
      <ExplainDialog
        open={showWarnings}
        onClose={() => setShowWarnings(false)}
        about="warnings"
      >
        <Box component="ul" sx={{ mt: 2, pl: 3 }}>
          {warnings.map((warning) => (
            <Typography component="li" variant="body2" key={warning}>
              {warning}
            </Typography>
          ))}
        </Box>
      </ExplainDialog>
      <ExplainDialog
        open={showLinks}
        onClose={() => setShowLinks(false)}
        about="broken_links"
      >
        <BrokenLinks links={brokenLinks} onOpen={() => setShowLinks(false)} />
      </ExplainDialog>
    </Box>
  )
}

// Each broken link under the record that holds it, named by its title and linked to its form.
function BrokenLinks({
  links,
  onOpen,
}: {
  links: Status["brokenLinks"]
  onOpen: () => void
}) {
  const translate = useTranslate()
  const createPath = useCreatePath()
  return (
    <Box component="ul" sx={{ mt: 2, pl: 3 }}>
      {links.map((link) => (
        <Typography
          component="li"
          variant="body2"
          key={`${link.resource}/${link.id} ${link.href}`}
          sx={{ mb: 1 }}
        >
          <Link
            to={createPath({
              resource: link.resource,
              id: link.id,
              type: "edit",
            })}
            onClick={onOpen}
          >
            {link.title ||
              translate(`resources.${link.resource}.name`, { smart_count: 1 })}
          </Link>{" "}
          {translate("admin.publish.broken_link", { href: link.href })}
        </Typography>
      ))}
    </Box>
  )
}

// What went wrong with the site, on asking: the `about` messages' title and line of help
// (admin.publish.error_title, …), the details, and Close.
function ExplainDialog({
  open,
  onClose,
  about,
  children,
}: {
  open: boolean
  onClose: () => void
  about: "error" | "warnings" | "broken_links"
  children: React.ReactNode
}) {
  const translate = useTranslate()
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md">
      <DialogTitle>{translate(`admin.publish.${about}_title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {translate(`admin.publish.${about}_help`)}
        </DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate("admin.publish.close")}</Button>
      </DialogActions>
    </Dialog>
  )
}

function describe(
  status: Status,
  translate: (key: string, options?: object) => string,
  time: (iso: string | null) => string
) {
  const builtAt = status.builtAt
    ? translate("admin.publish.built_at", { time: time(status.builtAt) })
    : null
  if (status.paused)
    return {
      icon: <PauseCircleOutline fontSize="small" />,
      text: translate("admin.publish.paused"),
      detail: builtAt,
    }
  switch (status.mode === "off" ? "off" : status.state) {
    case "off":
      return {
        icon: <Schedule fontSize="small" />,
        text: translate("admin.publish.off"),
        detail: builtAt,
      }
    case "queued":
      return {
        icon: <Schedule fontSize="small" />,
        text: translate("admin.publish.queued"),
        detail: null,
      }
    case "building":
      return {
        icon: <CircularProgress size={16} color="inherit" aria-hidden />,
        text: translate("admin.publish.building"),
        detail: status.startedAt
          ? translate("admin.publish.started_at", {
              time: time(status.startedAt),
            })
          : null,
      }
    case "failed":
      return {
        icon: <ErrorOutline fontSize="small" />,
        text: translate("admin.publish.failed"),
        detail: null,
      }
    default:
      return {
        icon: <CheckCircleOutline fontSize="small" />,
        text: status.builtAt
          ? translate(
              status.mode === "hook"
                ? "admin.publish.hook"
                : "admin.publish.up_to_date"
            )
          : translate("admin.publish.never"),
        detail: builtAt,
      }
  }
}
