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
import ContentCopyIcon from "@mui/icons-material/ContentCopy"
import DeleteIcon from "@mui/icons-material/DeleteOutlined"
import ExpandLessIcon from "@mui/icons-material/ExpandLess"
import ExpandMoreIcon from "@mui/icons-material/ExpandMore"
import { useTranslate } from "react-admin"
import type { SiteFileShape } from "../../common/site-file-shape"
import { RefusalContext } from "./ScalarInputs"
import {
  emptyValue,
  isReadOnly,
  itemSummary,
  partPath,
  type Change,
  type ShapeInputProps,
} from "./shape"

type ListShape = Extract<SiteFileShape, { kind: "list" }>
type Action = "up" | "down" | "remove" | "toggle" | "add" | "copy"
type FocusWanted = { index: number; action: Action }

// A list of a file (cards, questions, figures, paragraphs, links): each item a numbered card with
// the words that name it, opened and closed by its own button, moved up or down and removed by
// buttons named after it, or copied just after itself; 'Add' puts a new, empty item at the end and
// opens it; a long list opens or closes all its items at once. Moving keeps the keyboard focus on
// the item moved, so it can be moved again at once.
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
  /** Draws an item (the form's ShapeInput, given here so the two files need not import each other). */
  renderItem: (props: ShapeInputProps) => React.ReactNode
}) {
  const translate = useTranslate()
  // Read-only items (a developer's settings) are shown, not added, moved or removed.
  const fixed = isReadOnly(shape.of)
  const items = React.useMemo(
    () => (Array.isArray(value) ? (value as unknown[]) : []),
    [value]
  )
  const changeAt = useItemChanges(items, onChange)
  // A long list opens closed, so the page is its items' names; a short one open.
  const [open, setOpen] = React.useState<boolean[]>(() =>
    items.map(() => items.length <= 3)
  )
  const listId = React.useId()
  const root = React.useRef<HTMLDivElement>(null)
  const focusNext = useFocusAfterChange(root, listId)

  // The item a refused save names is open, so its message shows.
  const refusal = React.useContext(RefusalContext)
  const refused = refusal ? refusedItem(refusal.path, path) : null
  const opened = openOf(open, items.length).map(
    (isOpen, index) => isOpen || index === refused
  )
  const change = (next: unknown[], nextOpen: boolean[], focus: FocusWanted) => {
    focusNext.current = focus
    setOpen(nextOpen)
    onChange(next)
  }
  const swap = <T,>(list: T[], a: number, b: number) => {
    const next = [...list]
    ;[next[a], next[b]] = [next[b], next[a]]
    return next
  }
  const move = (index: number, by: -1 | 1) =>
    change(swap(items, index, index + by), swap(opened, index, index + by), {
      index: index + by,
      action: by < 0 ? "up" : "down",
    })
  const remove = (index: number) =>
    change(
      items.filter((_, at) => at !== index),
      opened.filter((_, at) => at !== index),
      { index: Math.min(index, items.length - 2), action: "remove" }
    )
  const copy = (index: number) =>
    change(
      [
        ...items.slice(0, index + 1),
        structuredCopy(items[index]),
        ...items.slice(index + 1),
      ],
      [...opened.slice(0, index + 1), true, ...opened.slice(index + 1)],
      { index: index + 1, action: "toggle" }
    )
  const add = () =>
    change([...items, emptyValue(shape.of)], [...opened, true], {
      index: items.length,
      action: "add",
    })
  const toggle = (index: number) =>
    setOpen(opened.map((isOpen, at) => (at === index ? !isOpen : isOpen)))

  return (
    // A group, not a landmark: a page of lists inside lists would be a maze of regions.
    <Box role="group" aria-labelledby={listId} ref={root} sx={{ mb: 2 }}>
      <Typography
        id={listId}
        variant="subtitle1"
        component={`h${Math.min(depth + 2, 6)}` as "h2"}
      >
        {`${label} (${items.length})`}
      </Typography>
      {shape.description && (
        <Typography variant="body2" color="text.secondary">
          {shape.description}
        </Typography>
      )}
      {items.length > 3 && (
        <Button
          size="small"
          onClick={() => setOpen(opened.map(() => !opened.every(Boolean)))}
        >
          {translate(
            opened.every(Boolean)
              ? "admin.siteFiles.close_all"
              : "admin.siteFiles.open_all",
            { list: label }
          )}
        </Button>
      )}
      <Box component="ol" sx={{ listStyle: "none", p: 0, m: 0 }}>
        {items.map((item, index) => {
          const summary = itemSummary(item)
          const name = translate("admin.siteFiles.item", {
            number: index + 1,
            summary: summary ? `: ${summary}` : "",
          })
          return (
            <ListItem
              key={index}
              listId={listId}
              index={index}
              last={index === items.length - 1}
              name={name}
              open={opened[index]}
              fixed={fixed}
              onToggle={() => toggle(index)}
              onMove={(by) => move(index, by)}
              onCopy={() => copy(index)}
              onRemove={() => remove(index)}
            >
              {renderItem({
                value: item,
                onChange: changeAt(index),
                shape: shape.of,
                label: name,
                path: partPath(path, index),
                depth: depth + 1,
              })}
            </ListItem>
          )
        })}
      </Box>
      {!fixed && (
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={add}
          data-item={`${listId}--1`}
          data-action="add"
        >
          {translate("admin.siteFiles.add", { list: label })}
        </Button>
      )}
    </Box>
  )
}

/** The item of the list at `listPath` that the refused part `refused` lies in, if any. */
function refusedItem(refused: string, listPath: string): number | null {
  const rest = listPath ? refused.slice(listPath.length + 1) : refused
  if (listPath && !refused.startsWith(`${listPath}.`)) return null
  const index = /^(\d+)(?:\.|$)/.exec(rest)?.[1]
  return index === undefined ? null : Number(index)
}

/** A copy of an item that shares nothing with it (a JSON value). */
const structuredCopy = (value: unknown): unknown =>
  value === undefined ? undefined : JSON.parse(JSON.stringify(value))

// The open state of each item, for a list whose length changed behind it (a restore, a reset).
const openOf = (open: boolean[], length: number) =>
  Array.from({ length }, (_, index) => open[index] ?? length <= 3)

/** One change function per place in the list, the same across renders (items are memoised). */
function useItemChanges(items: unknown[], onChange: Change) {
  const latest = React.useRef({ items, onChange })
  latest.current = { items, onChange }
  return React.useMemo(() => {
    const made: Change[] = []
    return (index: number) =>
      (made[index] ??= (next: unknown) => {
        const current = [...latest.current.items]
        current[index] = next
        latest.current.onChange(current)
      })
  }, [])
}

/**
 * Where the keyboard focus goes once a change is drawn: the moved item's button (or the other
 * direction's, at an end), the item after a removed one (or the Add button), a new item's first
 * box.
 */
function useFocusAfterChange(
  root: React.RefObject<HTMLDivElement | null>,
  listId: string
) {
  const focusNext = React.useRef<FocusWanted | null>(null)
  React.useEffect(() => {
    const wanted = focusNext.current
    if (!wanted || !root.current) return
    focusNext.current = null
    const button = (action: Action, index = wanted.index) =>
      root.current!.querySelector<HTMLElement>(
        `[data-item="${listId}-${index}"][data-action="${action}"]`
      )
    const usable = (element: HTMLElement | null | undefined) =>
      element && !(element as HTMLButtonElement).disabled ? element : null
    const target =
      wanted.action === "add"
        ? (document
            .getElementById(`${listId}-${wanted.index}`)
            ?.querySelector<HTMLElement>("input, textarea, button") ??
          button("toggle"))
        : wanted.action === "remove"
          ? (button("toggle") ?? button("add", -1))
          : (usable(button(wanted.action)) ??
            button(wanted.action === "up" ? "down" : "up"))
    target?.focus()
  })
  return focusNext
}

function ListItem({
  listId,
  index,
  last,
  name,
  open,
  fixed,
  onToggle,
  onMove,
  onCopy,
  onRemove,
  children,
}: {
  listId: string
  index: number
  last: boolean
  name: string
  open: boolean
  fixed: boolean
  onToggle: () => void
  onMove: (by: -1 | 1) => void
  onCopy: () => void
  onRemove: () => void
  children: React.ReactNode
}) {
  const translate = useTranslate()
  const contentId = `${listId}-${index}`
  const buttonProps = { list: listId, index }
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={name}
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
          onClick={onToggle}
          aria-expanded={open}
          aria-controls={contentId}
          data-item={contentId}
          data-action="toggle"
          startIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          sx={{
            flex: "1 1 200px",
            justifyContent: "flex-start",
            textAlign: "left",
            textTransform: "none",
            minWidth: 0,
            overflowWrap: "anywhere",
          }}
        >
          {name}
        </Button>
        {!fixed && (
          <>
            <ItemButton
              {...buttonProps}
              label={translate("admin.siteFiles.move_up", { item: name })}
              action="up"
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              <ArrowUpwardIcon />
            </ItemButton>
            <ItemButton
              {...buttonProps}
              label={translate("admin.siteFiles.move_down", { item: name })}
              action="down"
              disabled={last}
              onClick={() => onMove(1)}
            >
              <ArrowDownwardIcon />
            </ItemButton>
            <ItemButton
              {...buttonProps}
              label={translate("admin.siteFiles.copy", { item: name })}
              action="copy"
              onClick={onCopy}
            >
              <ContentCopyIcon />
            </ItemButton>
            <ItemButton
              {...buttonProps}
              label={translate("admin.siteFiles.remove", { item: name })}
              action="remove"
              onClick={onRemove}
            >
              <DeleteIcon />
            </ItemButton>
          </>
        )}
      </Box>
      {open && (
        <Box id={contentId} sx={{ pt: 1, px: { xs: 0, sm: 1 } }}>
          {children}
        </Box>
      )}
    </Paper>
  )
}

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
