import * as React from "react"
import {
  Box,
  Button,
  IconButton,
  Paper,
  Tooltip,
  Typography,
} from "@mui/material"
import AddIcon from "@mui/icons-material/Add"
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward"
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward"
import DeleteIcon from "@mui/icons-material/DeleteOutlined"
import ExpandLessIcon from "@mui/icons-material/ExpandLess"
import ExpandMoreIcon from "@mui/icons-material/ExpandMore"
import { useTranslate } from "react-admin"
import type { SiteFileShape } from "../../common/site-file-shape"
import {
  emptyValue,
  isReadOnly,
  itemSummary,
  partPath,
  type Change,
  type ShapeInputProps,
} from "./shape"

type ListShape = Extract<SiteFileShape, { kind: "list" }>
type Action = "up" | "down" | "remove" | "toggle"

// A list of a file (cards, questions, figures, paragraphs, links): each item a numbered card with
// the words that name it, opened and closed by its own button, moved up or down and removed by
// buttons named after it; 'Add' puts a new, empty item at the end and opens it. Moving keeps the
// keyboard focus on the item moved, so it can be moved again at once.
export default function ListInput({
  value,
  onChange,
  shape,
  label,
  path,
  depth,
  renderItem,
}: ShapeInputProps & {
  shape: ListShape
  /** Draws an item (the form's own ShapeInput, given here so the two files need not import each other). */
  renderItem: (props: ShapeInputProps) => React.ReactNode
}) {
  const translate = useTranslate()
  // Read-only items (a developer's settings) are shown, not added, moved or removed.
  const fixed = isReadOnly(shape.of)
  const items = React.useMemo(
    () => (Array.isArray(value) ? (value as unknown[]) : []),
    [value]
  )
  const latest = React.useRef({ items, onChange })
  latest.current = { items, onChange }
  // One change function per place in the list, the same across renders.
  const changeAt = React.useMemo(() => {
    const made: Change[] = []
    return (index: number) =>
      (made[index] ??= (next: unknown) => {
        const current = [...latest.current.items]
        current[index] = next
        latest.current.onChange(current)
      })
  }, [])
  // A long list opens closed, so the page is its items' names; a short one open.
  const [open, setOpen] = React.useState<boolean[]>(() =>
    items.map(() => items.length <= 3)
  )
  const focusNext = React.useRef<{ index: number; action: Action } | null>(null)
  const root = React.useRef<HTMLDivElement>(null)
  const headingId = React.useId()

  React.useEffect(() => {
    const wanted = focusNext.current
    if (!wanted || !root.current) return
    focusNext.current = null
    const button = (action: string, index = wanted.index) =>
      root.current!.querySelector<HTMLElement>(
        `[data-item="${headingId}-${index}"][data-action="${action}"]`
      )
    const target =
      wanted.action === "toggle"
        ? (document
            .getElementById(`${headingId}-${wanted.index}`)
            ?.querySelector<HTMLElement>("input, textarea, button") ??
          button("toggle"))
        : wanted.action === "remove"
          ? (button("toggle") ??
            button("toggle", wanted.index - 1) ??
            button("add", -1))
          : button(wanted.action)
    const enabled =
      target && !(target as HTMLButtonElement).disabled
        ? target
        : button(wanted.action === "up" ? "down" : "up")
    enabled?.focus()
  })

  const change = (next: unknown[], nextOpen: boolean[]) => {
    setOpen(nextOpen)
    onChange(next)
  }
  const move = (index: number, by: -1 | 1) => {
    const to = index + by
    const next = [...items]
    ;[next[index], next[to]] = [next[to], next[index]]
    const nextOpen = [...openOf(open, items.length)]
    ;[nextOpen[index], nextOpen[to]] = [nextOpen[to], nextOpen[index]]
    focusNext.current = { index: to, action: by < 0 ? "up" : "down" }
    change(next, nextOpen)
  }
  const remove = (index: number) => {
    focusNext.current = {
      index: Math.min(index, items.length - 2),
      action: "remove",
    }
    change(
      items.filter((_, at) => at !== index),
      openOf(open, items.length).filter((_, at) => at !== index)
    )
  }
  const add = () => {
    focusNext.current = { index: items.length, action: "toggle" }
    change(
      [...items, emptyValue(shape.of)],
      [...openOf(open, items.length), true]
    )
  }
  const toggle = (index: number) => {
    const nextOpen = [...openOf(open, items.length)]
    nextOpen[index] = !nextOpen[index]
    setOpen(nextOpen)
  }

  return (
    // A group, not a landmark: a page of lists inside lists would be a maze of regions.
    <Box role="group" aria-labelledby={headingId} ref={root} sx={{ mb: 2 }}>
      <Typography
        id={headingId}
        variant="subtitle1"
        component={`h${Math.min(depth + 2, 6)}` as "h2"}
      >
        {label}
        {` (${items.length})`}
      </Typography>
      {shape.description && (
        <Typography variant="body2" color="text.secondary">
          {shape.description}
        </Typography>
      )}
      <Box component="ol" sx={{ listStyle: "none", p: 0, m: 0 }}>
        {items.map((item, index) => {
          const summary = itemSummary(item)
          const itemName = translate("admin.siteFiles.item", {
            number: index + 1,
            summary: summary ? `: ${summary}` : "",
          })
          const isOpen = openOf(open, items.length)[index]
          const contentId = `${headingId}-${index}`
          return (
            <Paper
              component="li"
              variant="outlined"
              key={index}
              aria-label={itemName}
              sx={{ my: 1, p: 1 }}
            >
              <Box
                sx={{
                  display: "flex",
                  alignItems: "center",
                  gap: 0.5,
                  flexWrap: "wrap",
                }}
              >
                <Button
                  onClick={() => toggle(index)}
                  aria-expanded={isOpen}
                  aria-controls={contentId}
                  data-item={`${headingId}-${index}`}
                  data-action="toggle"
                  startIcon={isOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                  sx={{
                    flex: "1 1 200px",
                    justifyContent: "flex-start",
                    textAlign: "left",
                    textTransform: "none",
                    minWidth: 0,
                    overflowWrap: "anywhere",
                  }}
                >
                  {itemName}
                </Button>
                {!fixed && (
                  <>
                    <ItemButton
                      list={headingId}
                      label={translate("admin.siteFiles.move_up", {
                        item: itemName,
                      })}
                      index={index}
                      action="up"
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUpwardIcon />
                    </ItemButton>
                    <ItemButton
                      list={headingId}
                      label={translate("admin.siteFiles.move_down", {
                        item: itemName,
                      })}
                      index={index}
                      action="down"
                      disabled={index === items.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDownwardIcon />
                    </ItemButton>
                    <ItemButton
                      list={headingId}
                      label={translate("admin.siteFiles.remove", {
                        item: itemName,
                      })}
                      index={index}
                      action="remove"
                      onClick={() => remove(index)}
                    >
                      <DeleteIcon />
                    </ItemButton>
                  </>
                )}
              </Box>
              {isOpen && (
                <Box id={contentId} sx={{ pt: 1, px: { xs: 0, sm: 1 } }}>
                  {renderItem({
                    value: item,
                    onChange: changeAt(index),
                    shape: shape.of,
                    label: itemName,
                    path: partPath(path, index),
                    depth: depth + 1,
                  })}
                </Box>
              )}
            </Paper>
          )
        })}
      </Box>
      {!fixed && (
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={add}
          data-item={`${headingId}--1`}
          data-action="add"
        >
          {translate("admin.siteFiles.add", { list: label })}
        </Button>
      )}
    </Box>
  )
}

// The open state of each item, for a list whose length changed behind it (a restore, a reset).
const openOf = (open: boolean[], length: number) =>
  Array.from({ length }, (_, index) => open[index] ?? length <= 3)

function ItemButton({
  list,
  label,
  index,
  action,
  disabled = false,
  onClick,
  children,
}: {
  /** The list's id, which names its buttons apart from a list inside an item. */
  list: string
  label: string
  index: number
  action: Action
  disabled?: boolean
  onClick: () => void
  children: React.ReactNode
}) {
  const button = (
    <IconButton
      aria-label={label}
      data-item={`${list}-${index}`}
      data-action={action}
      disabled={disabled}
      onClick={onClick}
      size="small"
    >
      {children}
    </IconButton>
  )
  // A disabled button takes no pointer events, so its tooltip would never show.
  return disabled ? button : <Tooltip title={label}>{button}</Tooltip>
}
