import * as React from "react"
import { Box, List, ListItem, Link as MuiLink, Typography } from "@mui/material"
import { useCreatePath, useTranslate } from "react-admin"
import { Link } from "react-router-dom"
import type { MediaItem } from "./types"

// The records that show the image, each a link to its edit page: what a change of the image
// (its alt text, its file) reaches, and why it cannot be deleted yet. Any resource is linked the
// same way, the site's own files among them.
export default function UsedIn({ item }: { item: MediaItem }) {
  const translate = useTranslate()
  const createPath = useCreatePath()
  const uses = item.usedBy ?? []
  const headingId = React.useId()
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ my: 2 }}>
      <Typography id={headingId} component="h2" variant="subtitle1">
        {translate("admin.media.used_in")}
      </Typography>
      {uses.length ? (
        <List dense disablePadding>
          {uses.map((use) => (
            <ListItem key={`${use.resource}:${use.id}`} disableGutters>
              <MuiLink
                component={Link}
                to={createPath({
                  resource: use.resource,
                  id: use.id,
                  type: "edit",
                })}
                sx={{ overflowWrap: "anywhere" }}
              >
                {use.title || String(use.id)}
              </MuiLink>
              <Typography
                component="span"
                variant="body2"
                color="text.secondary"
                sx={{ ml: 1 }}
              >
                {translate(`resources.${use.resource}.name`, {
                  smart_count: 1,
                  _: use.resource,
                })}
              </Typography>
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate("admin.media.unused")}
        </Typography>
      )}
    </Box>
  )
}
