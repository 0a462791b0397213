import * as React from "react"
import WarningIcon from "@mui/icons-material/WarningAmber"
import {
  Alert,
  Box,
  Card,
  CardActionArea,
  Chip,
  TextField,
  Typography,
} from "@mui/material"
import {
  Loading,
  RecordContextProvider,
  Title,
  useCreatePath,
  useGetList,
  useTranslate,
  type RaRecord,
} from "react-admin"
import { Link } from "react-router-dom"
import StateField from "../editorial/StateField"
import {
  SITE_FILE_GROUPS,
  type SiteFileSummary,
} from "../../schemas/site-files"

// The site's pages as a person thinks of them: grouped as the site's menu groups them, each with
// its title, its address, where it is in the workflow and whether the shipped file changed under
// an edit; searched by title; each opens in its editor (the form or the MDX editor). One card
// per page, so a phone reads the same list as a desk.

export type SiteFileRow = SiteFileSummary & RaRecord

/** The rows whose title (or address, or file) holds `query`, grouped in the menu's order. */
export function groupRows(rows: SiteFileRow[], query: string) {
  const q = query.trim().toLocaleLowerCase()
  const shown = q
    ? rows.filter((row) =>
        [row.title, row.address, row.path].some((text) =>
          String(text ?? "")
            .toLocaleLowerCase()
            .includes(q)
        )
      )
    : rows
  const groups = new Map<string, SiteFileRow[]>()
  for (const row of shown) {
    const group = row.group || "Site-wide"
    groups.set(group, [...(groups.get(group) ?? []), row])
  }
  // The server's order of the groups; one it adds later comes after them.
  const order: readonly string[] = SITE_FILE_GROUPS
  const rank = (group: string) => {
    const at = order.indexOf(group)
    return at === -1 ? order.length : at
  }
  return [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b))
}

export default function SiteFileList() {
  const translate = useTranslate()
  const [query, setQuery] = React.useState("")
  // Every editable file at once (a few dozen), by title: grouping and searching happen here.
  const { data, isPending, error } = useGetList<SiteFileRow>("site-files", {
    pagination: { page: 1, perPage: 500 },
    sort: { field: "title", order: "ASC" },
  })
  const groups = React.useMemo(
    () => groupRows(data ?? [], query),
    [data, query]
  )
  const count = groups.reduce((sum, [, rows]) => sum + rows.length, 0)
  const title = translate("resources.site-files.name", { smart_count: 2 })
  return (
    <Box sx={{ py: 2, maxWidth: 960 }}>
      {/* The layout's title is the screen's h1. */}
      <Title title={title} />
      <TextField
        type="search"
        label={translate("admin.siteFiles.search")}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        size="small"
        sx={{ mb: 1, width: { xs: "100%", sm: 360 } }}
      />
      <Typography
        variant="body2"
        color="text.secondary"
        role="status"
        sx={{ mb: 2 }}
      >
        {data && translate("admin.siteFiles.count", { smart_count: count })}
      </Typography>
      {error ? (
        <Alert severity="error">{(error as Error).message}</Alert>
      ) : isPending ? (
        <Loading />
      ) : count === 0 ? (
        <Typography>
          {translate("admin.siteFiles.none", { q: query })}
        </Typography>
      ) : (
        groups.map(([group, rows]) => (
          <Group key={group} name={group} rows={rows} />
        ))
      )}
    </Box>
  )
}

function Group({ name, rows }: { name: string; rows: SiteFileRow[] }) {
  const headingId = React.useId()
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {name}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1 }}
      >
        {rows.map((row) => (
          <RecordContextProvider key={row.id} value={row}>
            <Row row={row} />
          </RecordContextProvider>
        ))}
      </Box>
    </Box>
  )
}

function Row({ row }: { row: SiteFileRow }) {
  const translate = useTranslate()
  const createPath = useCreatePath()
  return (
    <Card component="li" variant="outlined">
      <CardActionArea
        component={Link}
        to={createPath({ resource: "site-files", id: row.id, type: "edit" })}
        sx={{
          p: 1.5,
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 1,
        }}
      >
        <Box sx={{ minWidth: 0, flex: "1 1 240px" }}>
          <Typography
            component="span"
            sx={{ display: "block", fontWeight: 600, overflowWrap: "anywhere" }}
          >
            {row.title || row.path}
          </Typography>
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ display: "block", overflowWrap: "anywhere" }}
          >
            {row.address ?? translate("admin.siteFiles.no_address")}
          </Typography>
        </Box>
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          <StateField />
          {row.shippedChanged && (
            <Chip
              size="small"
              color="warning"
              icon={<WarningIcon />}
              label={translate("admin.siteFiles.shipped_changed")}
            />
          )}
        </Box>
      </CardActionArea>
    </Card>
  )
}
