import * as React from "react"
import { Box, Typography } from "@mui/material"
import { useTranslate } from "react-admin"
import { lineDiff, withContext } from "./line-diff"
import { visuallyHidden } from "../common/visuallyHidden"

// Two texts' differences, line by line: removed lines struck through, added ones marked, each
// named for a screen reader too, and the unchanged lines between them counted rather than shown.
export default function TextDiff({
  before,
  after,
  label,
}: {
  before: string
  after: string
  /** What the comparison is, for a screen reader ("What differs, line by line"). */
  label: string
}) {
  const translate = useTranslate()
  const parts = React.useMemo(
    () => withContext(lineDiff(before, after)),
    [before, after]
  )
  if (before === after)
    return (
      <Typography variant="body2">
        {translate("admin.siteFiles.changed.same")}
      </Typography>
    )
  return (
    <Box
      component="ol"
      aria-label={label}
      tabIndex={0}
      sx={{
        listStyle: "none",
        m: 0,
        p: 1,
        maxHeight: 360,
        overflow: "auto",
        fontFamily: "monospace",
        fontSize: 13,
        border: 1,
        borderColor: "divider",
        borderRadius: 1,
      }}
    >
      {parts.map((part, index) =>
        part.kind === "skipped" ? (
          <Box
            component="li"
            key={index}
            sx={{ color: "text.secondary", py: 0.5 }}
          >
            {translate("admin.siteFiles.diff.skipped", {
              smart_count: part.count,
            })}
          </Box>
        ) : (
          <Box
            component="li"
            key={index}
            sx={{
              whiteSpace: "pre-wrap",
              overflowWrap: "anywhere",
              ...(part.kind === "added" && {
                bgcolor: "#e6f4ea",
                color: "#17612c",
              }),
              ...(part.kind === "removed" && {
                bgcolor: "#fce8e6",
                color: "#a61b1b",
              }),
            }}
          >
            {part.kind === "same" ? (
              `  ${part.text}`
            ) : (
              <Box
                component={part.kind === "added" ? "ins" : "del"}
                sx={{ textDecoration: "none" }}
              >
                <Box component="span" aria-hidden>
                  {part.kind === "added" ? "+ " : "− "}
                </Box>
                <Box component="span" sx={visuallyHidden}>
                  {translate(`admin.siteFiles.diff.${part.kind}`)}:{" "}
                </Box>
                {part.text}
              </Box>
            )}
          </Box>
        )
      )}
    </Box>
  )
}
