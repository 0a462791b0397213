import * as React from "react"
import LinkOffIcon from "@mui/icons-material/LinkOff"
import { List, ListItem, ListItemText, Typography } from "@mui/material"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import {
  Button,
  CanAccess,
  useDataProvider,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type Identifier,
} from "react-admin"
import RecordSection from "../common/RecordSection"
import { usePanelMutation } from "../common/usePanelMutation"
import type { PanelDataProvider } from "../dataProvider"
import type { PreviewLink } from "../../schemas/previews"

// The key of a record's list of links: PreviewButton reads it again when it makes one.
export const previewLinksKey = (
  resource: string,
  id: Identifier | undefined
) => ["previews", resource, id]

const time = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    dateStyle: "medium",
    timeStyle: "short",
  })

/**
 * A record's preview links that still open, newest first: who made each, when, and until when
 * it works, each with a Revoke button. Shown to those who may make the record's preview, as the
 * server lets them list and revoke its links.
 */
export default function PreviewLinks() {
  return (
    <CanAccess action="preview">
      <Links />
    </CanAccess>
  )
}

function Links() {
  const record = useRecordContext()
  const resource = useResourceContext()!
  const translate = useTranslate()
  const dataProvider = useDataProvider<PanelDataProvider>()
  const { data: links = [] } = useQuery({
    queryKey: previewLinksKey(resource, record?.id),
    queryFn: () => dataProvider.previewLinks(resource, record!.id),
    enabled: Boolean(record?.id),
  })
  if (!record) return null
  return (
    <RecordSection id="preview-links" title="admin.previews.title">
      {links.length === 0 ? (
        <Typography variant="body2">
          {translate("admin.previews.none")}
        </Typography>
      ) : (
        <List dense disablePadding>
          {links.map((link) => {
            const made = { by: link.createdBy, time: time(link.createdAt) }
            return (
              <ListItem
                key={link.id}
                disableGutters
                secondaryAction={
                  <RevokeButton
                    link={link}
                    made={made}
                    listKey={previewLinksKey(resource, record.id)}
                  />
                }
              >
                <ListItemText
                  primary={translate("admin.previews.made", made)}
                  secondary={translate("admin.previews.until", {
                    time: time(link.expiresAt),
                  })}
                />
              </ListItem>
            )
          })}
        </List>
      )}
    </RecordSection>
  )
}

// "Revoke" on screen; for a screen reader, named by the link it revokes ("Revoke the link made
// by … on …"), so a list of them is not a row of the same name.
function RevokeButton({
  link,
  made,
  listKey,
}: {
  link: PreviewLink
  made: Record<string, unknown>
  listKey: unknown[]
}) {
  const translate = useTranslate()
  const queryClient = useQueryClient()
  const revoke = usePanelMutation(
    (dataProvider) => dataProvider.revokePreview(link.id),
    () => "admin.previews.revoked",
    { next: () => void queryClient.invalidateQueries({ queryKey: listKey }) }
  )
  return (
    <Button
      label="admin.previews.revoke"
      aria-label={translate("admin.previews.revoke_link", made)}
      onClick={() => revoke.mutate()}
      disabled={revoke.isPending}
    >
      <LinkOffIcon />
    </Button>
  )
}
