import * as React from "react"
import { Box, Typography } from "@mui/material"

// The previews of 'Search and social' (SearchAndSocial.tsx): a page's search result and social
// card as they will look, cut where they will be cut.

// Where a search result cuts a title and a description, in characters, as Google's does at about
// 600 pixels and two lines.
const SHOWN = { title: 60, description: 160 } as const

/** Cut at a word, as a search result cuts what does not fit. */
export function shown(text: string, max: number) {
  const words = text.replace(/\s+/g, " ").trim()
  if (words.length <= max) return words
  const cut = words.slice(0, max)
  const space = cut.lastIndexOf(" ")
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, "")} …`
}

const previewBox = {
  border: 1,
  borderColor: "divider",
  borderRadius: 2,
  p: 2,
  my: 1.5,
  maxWidth: 600,
  overflowWrap: "anywhere",
} as const

export function SearchPreview({
  title,
  url,
  description,
}: {
  title: string
  url: string
  description: string
}) {
  const { host, pathname } = new URL(url)
  return (
    <Box sx={previewBox} data-testid="search-preview">
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {[host, ...pathname.split("/").filter(Boolean)].join(" › ")}
      </Typography>
      <Typography sx={{ color: "#1a0dab", fontSize: 20, lineHeight: 1.3 }}>
        {shown(title, SHOWN.title)}
      </Typography>
      <Typography variant="body2" sx={{ color: "#4d5156" }}>
        {shown(description, SHOWN.description)}
      </Typography>
    </Box>
  )
}

export function SocialPreview({
  image,
  title,
  description,
  host,
}: {
  image: string
  title: string
  description: string
  host: string
}) {
  return (
    <Box sx={{ ...previewBox, p: 0 }} data-testid="social-preview">
      <Box
        component="img"
        src={image}
        // The card's picture is described by the card's own title beside it.
        alt=""
        sx={{
          display: "block",
          width: "100%",
          aspectRatio: "1.91 / 1",
          objectFit: "cover",
          borderTopLeftRadius: 8,
          borderTopRightRadius: 8,
          bgcolor: "action.hover",
        }}
      />
      <Box sx={{ p: 1.5 }}>
        <Typography variant="caption" sx={{ textTransform: "uppercase" }}>
          {host}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{shown(title, 88)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {shown(description, 120)}
        </Typography>
      </Box>
    </Box>
  )
}
