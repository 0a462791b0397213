import * as React from "react"
import {
  Box,
  Card,
  CardActionArea,
  Checkbox,
  FormControlLabel,
  Typography,
} from "@mui/material"
import {
  List,
  Pagination,
  SearchInput,
  useCreatePath,
  useListContext,
  useTranslate,
} from "react-admin"
import { Link } from "react-router-dom"
import { fileName, MediaBadges } from "./MediaBadges"
import MediaUploader from "./MediaUploader"
import { needsAlt, type MediaItem } from "./types"
import MediaThumbnail from "./MediaThumbnail"

const filters = [<SearchInput key="q" source="q" alwaysOn />]

// The media library: every image the panel has put on the site, newest first, searchable by its
// alt text, caption and file name, with those that still need alt text flagged (and one click to
// list only them). Files are added by dropping them on the page; each image opens its own page.
export default function MediaList() {
  return (
    <List
      sort={{ field: "createdAt", order: "DESC" }}
      perPage={48}
      filters={filters}
      actions={<NeedsAltFilter />}
      pagination={<Pagination rowsPerPageOptions={[24, 48, 96]} />}
      empty={false}
      component="div"
    >
      <MediaUploader />
      <MediaGrid />
    </List>
  )
}

/** 'Needs alt text': the list filtered to `needsAlt: true`, or not filtered by it at all. */
function NeedsAltFilter() {
  const translate = useTranslate()
  const { filterValues, displayedFilters, setFilters } = useListContext()
  const { needsAlt: on, ...others } = filterValues
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={Boolean(on)}
          onChange={(event) =>
            setFilters(
              event.target.checked ? { ...others, needsAlt: true } : others,
              displayedFilters
            )
          }
        />
      }
      label={translate("admin.media.needs_alt_filter")}
    />
  )
}

export function MediaGrid() {
  const translate = useTranslate()
  const { data, isPending } = useListContext<MediaItem>()
  if (isPending) return null
  if (!data?.length)
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {translate("admin.media.empty")}
      </Typography>
    )
  return (
    <Box
      component="ul"
      aria-label={translate("admin.media.grid")}
      sx={{
        listStyle: "none",
        p: 0,
        m: 0,
        display: "grid",
        gap: 2,
        gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 160px), 1fr))",
      }}
    >
      {data.map((item) => (
        <li key={item.id}>
          <MediaCard item={item} />
        </li>
      ))}
    </Box>
  )
}

function MediaCard({ item }: { item: MediaItem }) {
  const translate = useTranslate()
  const createPath = useCreatePath()
  return (
    <Card variant="outlined" sx={{ height: "100%" }}>
      <CardActionArea
        component={Link}
        to={createPath({ resource: "media", id: item.id, type: "edit" })}
        sx={{
          height: "100%",
          display: "flex",
          flexDirection: "column",
          alignItems: "stretch",
        }}
      >
        <MediaThumbnail item={item} aspectRatio="4 / 3" />
        <Box
          sx={{
            p: 1,
            display: "flex",
            flexDirection: "column",
            gap: 0.5,
            flex: 1,
          }}
        >
          <MediaBadges item={item} />
          {item.alt && !item.decorative && (
            <Typography
              variant="body2"
              sx={{
                overflowWrap: "anywhere",
                display: "-webkit-box",
                WebkitLineClamp: 3,
                WebkitBoxOrient: "vertical",
                overflow: "hidden",
              }}
            >
              {item.alt}
            </Typography>
          )}
          {(item.decorative || needsAlt(item)) && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ overflowWrap: "anywhere" }}
            >
              {fileName(item.src)}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            {item.usedBy?.length
              ? translate("admin.media.used_count", {
                  smart_count: item.usedBy.length,
                })
              : translate("admin.media.not_used")}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  )
}
