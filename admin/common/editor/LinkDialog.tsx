import * as React from "react"
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from "@mui/material"
import { useGetList, useTranslate } from "react-admin"
import routes from "../../../content/data/routes.json"
import site from "../../../content/site.json"
import { isLinkAddress, normaliseAddress } from "./addresses"

/** A page a link may lead to: one of the site's own, or a published record's. */
export interface LinkTarget {
  title: string
  path: string
  /** An i18n key: what kind of page it is. */
  kind: string
}

// The site's own pages, from its route table: those with a page of their own (not the
// prefixes under which records have theirs), with the brand in their paths filled in.
const sitePages: LinkTarget[] = (
  routes as { path: string; name: string; prefix?: boolean }[]
)
  .filter((route) => !route.prefix)
  .map((route) => ({
    title: route.name,
    path: route.path.replace("{brand}", site.brand),
    kind: "admin.editor.kind_page",
  }))

const matches = (title: string, query: string) =>
  title.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase())

/** The site's pages and published blogs and programmes whose titles hold `query`. */
export function useLinkTargets(query: string, enabled: boolean): LinkTarget[] {
  const q = query.trim()
  const options = (field: string) => ({
    filter: { ...(q && { q }), status: "published" },
    pagination: { page: 1, perPage: 8 },
    sort: { field, order: "ASC" as const },
  })
  const blogs = useGetList("blogs", options("title"), { enabled })
  const programmes = useGetList("programmes", options("Name"), { enabled })
  return [
    ...sitePages.filter((page) => matches(page.title, q)),
    ...(blogs.data ?? []).map((record) => ({
      title: String(record.title ?? record.id),
      path: `/blog/${record.slug ?? record.id}`,
      kind: "admin.editor.kind_blog",
    })),
    ...(programmes.data ?? []).map((record) => ({
      title: String(record.Name ?? record.id),
      path: `/service/${record.slug ?? record.id}`,
      kind: "admin.editor.kind_programme",
    })),
  ]
}

interface LinkDialogProps {
  open: boolean
  /** The address of the link being changed, if the cursor is in one. */
  initial: string
  onClose: () => void
  /**
   * The address chosen ("" to take the link away), and the title of the page picked (for a link
   * with no text yet).
   */
  onChoose: (href: string, title: string | null) => void
}

/**
 * A link's address: typed, or picked among the site's pages and published records by title.
 * An address the site's cleaner would drop (javascript:, data:, another site posing as a path)
 * is refused here, with the reason, rather than vanishing at save.
 */
export default function LinkDialog(props: LinkDialogProps) {
  return props.open ? <LinkForm {...props} /> : null
}

function LinkForm({ initial, onClose, onChoose }: LinkDialogProps) {
  const translate = useTranslate()
  const [address, setAddress] = React.useState(initial)
  const [title, setTitle] = React.useState<string | null>(null)
  const [query, setQuery] = React.useState("")
  const [refused, setRefused] = React.useState(false)
  const targets = useLinkTargets(query, true)
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
    const href = normaliseAddress(address)
    // An address cleared in a link's dialog takes the link away.
    if (!href && initial) return onChoose("", null)
    if (!isLinkAddress(href)) {
      setRefused(true)
      return
    }
    onChoose(href, title)
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate("admin.editor.link_title")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Autocomplete
              options={targets}
              filterOptions={(all) => all}
              getOptionLabel={(target) => target.title}
              isOptionEqualToValue={(a, b) => a.path === b.path}
              groupBy={(target) => translate(target.kind)}
              inputValue={query}
              onInputChange={(_, value) => setQuery(value)}
              onChange={(_, target) => {
                if (!target) return
                setAddress(target.path)
                setTitle(target.title)
                setRefused(false)
              }}
              noOptionsText={translate("admin.editor.link_none")}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={translate("admin.editor.link_search")}
                  autoFocus
                />
              )}
            />
            <TextField
              label={translate("admin.editor.link_address")}
              value={address}
              onChange={(event) => {
                setAddress(event.target.value)
                setTitle(null)
                setRefused(false)
              }}
              error={refused}
              helperText={translate(
                refused ? "admin.editor.link_refused" : "admin.editor.link_help"
              )}
              slotProps={{ htmlInput: { "aria-invalid": refused } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate("ra.action.cancel")}</Button>
          <Button type="submit" variant="contained">
            {translate("admin.editor.link_apply")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
