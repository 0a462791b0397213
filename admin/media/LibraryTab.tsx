import * as React from "react"
import {
  Alert,
  Box,
  Button,
  ButtonBase,
  TextField,
  Typography,
} from "@mui/material"
import { useGetList, useTranslate } from "react-admin"
import AltFields, { type Description } from "./AltFields"
import { fileName, MediaBadges } from "./MediaBadges"
import { describedEnough, needsAlt, type MediaItem } from "./types"
import MediaThumbnail from "./MediaThumbnail"

const PAGE = 24

// The picker's library: a search over alt text, captions and file names, and the images as
// buttons (pressed when selected), newest first. An image that still needs alt text is described
// here before it can be chosen.
export default function LibraryTab({
  onChoose,
}: {
  onChoose: (item: MediaItem, description?: Description) => Promise<void>
}) {
  const translate = useTranslate()
  const [typed, setTyped] = React.useState("")
  const [q, setQ] = React.useState("")
  const [perPage, setPerPage] = React.useState(PAGE)
  const [selected, setSelected] = React.useState<MediaItem | null>(null)
  const [description, setDescription] = React.useState<Description>({
    alt: "",
    decorative: false,
  })
  const [busy, setBusy] = React.useState(false)
  // The list is asked again a moment after typing stops, not at every key.
  React.useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 300)
    return () => clearTimeout(timer)
  }, [typed])
  const { data, total, isPending, error } = useGetList<MediaItem>("media", {
    pagination: { page: 1, perPage },
    sort: { field: "createdAt", order: "DESC" },
    filter: q ? { q } : {},
  })
  const select = (item: MediaItem) => {
    setSelected(item)
    setDescription({ alt: item.alt ?? "", decorative: item.decorative })
  }
  const describing = selected !== null && needsAlt(selected)
  const ready =
    selected !== null &&
    (!describing || describedEnough(description.alt, description.decorative))
  return (
    <Box>
      <TextField
        type="search"
        label={translate("admin.media.picker.search")}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        fullWidth
        autoFocus
        sx={{ mb: 2 }}
      />
      {error ? (
        <Alert severity="error">{error.message}</Alert>
      ) : !isPending && !data?.length ? (
        <Typography color="text.secondary">
          {translate("admin.media.picker.empty")}
        </Typography>
      ) : (
        <Box
          role="group"
          aria-label={translate("admin.media.grid")}
          sx={{
            display: "grid",
            gap: 1,
            gridTemplateColumns:
              "repeat(auto-fill, minmax(min(100%, 120px), 1fr))",
          }}
        >
          {data?.map((item) => (
            <ItemButton
              key={item.id}
              item={item}
              pressed={selected?.id === item.id}
              onClick={() => select(item)}
            />
          ))}
        </Box>
      )}
      {total !== undefined && data && total > data.length && (
        <Button
          onClick={() => setPerPage((count) => count + PAGE)}
          sx={{ mt: 1 }}
        >
          {translate("admin.media.picker.more")}
        </Button>
      )}
      {describing && (
        <Box sx={{ mt: 2 }}>
          <Alert severity="warning" sx={{ mb: 1 }}>
            {translate("admin.media.picker.describe_first")}
          </Alert>
          <AltFields value={description} onChange={setDescription} />
        </Box>
      )}
      <Box sx={{ display: "flex", justifyContent: "flex-end", mt: 2 }}>
        <Button
          variant="contained"
          disabled={!ready || busy}
          onClick={async () => {
            setBusy(true)
            await onChoose(selected!, describing ? description : undefined)
            setBusy(false)
          }}
        >
          {translate("admin.media.picker.choose")}
        </Button>
      </Box>
    </Box>
  )
}

function ItemButton({
  item,
  pressed,
  onClick,
}: {
  item: MediaItem
  pressed: boolean
  onClick: () => void
}) {
  const translate = useTranslate()
  const name = item.decorative
    ? `${fileName(item.src)}, ${translate("admin.media.decorative")}`
    : needsAlt(item)
      ? `${fileName(item.src)}, ${translate("admin.media.needs_alt")}`
      : item.alt
  return (
    <ButtonBase
      aria-pressed={pressed}
      aria-label={name}
      onClick={onClick}
      sx={{
        display: "flex",
        flexDirection: "column",
        alignItems: "stretch",
        textAlign: "left",
        borderRadius: 1,
        border: 2,
        borderColor: pressed ? "primary.main" : "divider",
        overflow: "hidden",
        "&.Mui-focusVisible": {
          outline: "3px solid",
          outlineColor: "primary.main",
          outlineOffset: 2,
        },
      }}
    >
      <MediaThumbnail item={item} aspectRatio="1 / 1" />
      <Box sx={{ p: 0.5, minHeight: 32 }} aria-hidden>
        <MediaBadges item={item} />
        {!needsAlt(item) && !item.decorative && (
          <Typography
            variant="caption"
            sx={{
              display: "-webkit-box",
              WebkitLineClamp: 2,
              WebkitBoxOrient: "vertical",
              overflow: "hidden",
              overflowWrap: "anywhere",
            }}
          >
            {item.alt}
          </Typography>
        )}
      </Box>
    </ButtonBase>
  )
}
