// Words read by screen readers and not shown (a diff's "Added:", "Before:"), as MUI's own
// visually hidden style does it.
export const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const
