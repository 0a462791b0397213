// Rich text as the site shows it, for the panel's view of a record and its editor alike: the
// site's Tailwind preflight (global, in gatsby-browser.tsx) flattens headings, lists and paragraph
// margins, and MUI sets none of those for raw HTML, so they are given back here; emotion's
// unlayered rules win over Tailwind's @layer base.
export const richTextContentSx = {
  "& h2, & h3, & h4": { fontWeight: 600, lineHeight: 1.3, mt: 2, mb: 1 },
  "& h2": { fontSize: "1.5rem" },
  "& h3": { fontSize: "1.25rem" },
  "& h4": { fontSize: "1.1rem" },
  "& p": { my: 1 },
  "& ul, & ol": { pl: 3, my: 1 },
  "& ul": { listStyle: "disc" },
  "& ol": { listStyle: "decimal" },
  "& a": { color: "primary.main", textDecoration: "underline" },
  "& blockquote": { borderLeft: 4, borderColor: "divider", pl: 2, my: 1 },
  "& hr": { my: 2 },
  "& figure": { m: 0, my: 1 },
  "& img": { maxWidth: "100%", height: "auto" },
  "& figcaption": { fontSize: "0.875rem", color: "text.secondary" },
  "& table": { borderCollapse: "collapse", my: 1 },
  "& th, & td": { border: 1, borderColor: "divider", px: 1, py: 0.5 },
}
