import * as React from "react"
import { Box, IconButton, Tooltip } from "@mui/material"
import FormatBold from "@mui/icons-material/FormatBold"
import FormatItalic from "@mui/icons-material/FormatItalic"
import FormatListBulleted from "@mui/icons-material/FormatListBulleted"
import FormatListNumbered from "@mui/icons-material/FormatListNumbered"
import FormatQuote from "@mui/icons-material/FormatQuote"
import HorizontalRule from "@mui/icons-material/HorizontalRule"
import InsertLink from "@mui/icons-material/InsertLink"
import LinkOff from "@mui/icons-material/LinkOff"
import ImageIcon from "@mui/icons-material/Image"
import TableChart from "@mui/icons-material/TableChart"
import Delete from "@mui/icons-material/Delete"
import { useEditorState, type Editor } from "@tiptap/react"
import { useTranslate } from "react-admin"

interface ToolbarProps {
  editor: Editor
  /** The id of the editable text the toolbar acts on. */
  controls: string
  onLink: () => void
  onImage: () => void
}

interface Tool {
  name: string
  /** An i18n key under admin.editor. */
  label: string
  icon: React.ReactNode
  /** The keys that do the same, as aria-keyshortcuts writes them. */
  keys?: string
  run: () => void
  active?: boolean
}

const text = (label: string) => (
  <Box
    component="span"
    aria-hidden
    sx={{ fontSize: "0.8rem", fontWeight: 700, minWidth: 24 }}
  >
    {label}
  </Box>
)

/**
 * The editor's toolbar: one button per element the site's rich text may hold, and no other.
 * One tab stop (the WAI toolbar pattern): arrow keys, Home and End move between buttons, and
 * Alt+F10 in the text comes here. Each button has its name, its tooltip and its shortcut.
 */
export default React.forwardRef<HTMLDivElement, ToolbarProps>(
  function EditorToolbar({ editor, controls, onLink, onImage }, ref) {
    const translate = useTranslate()
    const state = useEditorState({
      editor,
      selector: ({ editor: current }) => ({
        paragraph: current.isActive("paragraph"),
        h2: current.isActive("heading", { level: 2 }),
        h3: current.isActive("heading", { level: 3 }),
        h4: current.isActive("heading", { level: 4 }),
        bold: current.isActive("bold"),
        italic: current.isActive("italic"),
        link: current.isActive("link"),
        bulletList: current.isActive("bulletList"),
        orderedList: current.isActive("orderedList"),
        blockquote: current.isActive("blockquote"),
        table: current.isActive("table"),
      }),
    })
    const chain = () => editor.chain().focus()
    const tools: Tool[] = [
      {
        name: "paragraph",
        label: "paragraph",
        icon: text("¶"),
        keys: "Control+Alt+0",
        run: () => chain().setParagraph().run(),
        active: state.paragraph,
      },
      ...([2, 3, 4] as const).map((level) => ({
        name: `h${level}`,
        label: `heading_${level}`,
        icon: text(`H${level}`),
        keys: `Control+Alt+${level}`,
        run: () => chain().toggleHeading({ level }).run(),
        active: state[`h${level}`],
      })),
      {
        name: "bold",
        label: "bold",
        icon: <FormatBold />,
        keys: "Control+B",
        run: () => chain().toggleBold().run(),
        active: state.bold,
      },
      {
        name: "italic",
        label: "italic",
        icon: <FormatItalic />,
        keys: "Control+I",
        run: () => chain().toggleItalic().run(),
        active: state.italic,
      },
      {
        name: "link",
        label: "link",
        icon: <InsertLink />,
        keys: "Control+K",
        run: onLink,
        active: state.link,
      },
      ...(state.link
        ? [
            {
              name: "unlink",
              label: "unlink",
              icon: <LinkOff />,
              run: () => chain().extendMarkRange("link").unsetLink().run(),
            },
          ]
        : []),
      {
        name: "bulletList",
        label: "bullet_list",
        icon: <FormatListBulleted />,
        keys: "Control+Shift+8",
        run: () => chain().toggleBulletList().run(),
        active: state.bulletList,
      },
      {
        name: "orderedList",
        label: "ordered_list",
        icon: <FormatListNumbered />,
        keys: "Control+Shift+7",
        run: () => chain().toggleOrderedList().run(),
        active: state.orderedList,
      },
      {
        name: "blockquote",
        label: "quote",
        icon: <FormatQuote />,
        keys: "Control+Shift+B",
        run: () => chain().toggleBlockquote().run(),
        active: state.blockquote,
      },
      {
        name: "horizontalRule",
        label: "rule",
        icon: <HorizontalRule />,
        run: () => chain().setHorizontalRule().run(),
      },
      {
        name: "image",
        label: "image",
        icon: <ImageIcon />,
        run: onImage,
      },
      {
        name: "table",
        label: "table",
        icon: <TableChart />,
        run: () =>
          chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      },
      ...(state.table ? tableTools(chain) : []),
    ]
    const [current, setCurrent] = React.useState(0)
    const focusAt = (event: React.KeyboardEvent, index: number) => {
      const buttons = Array.from(
        event.currentTarget.querySelectorAll<HTMLButtonElement>("button")
      )
      const next = (index + buttons.length) % buttons.length
      setCurrent(next)
      buttons[next]?.focus()
    }
    const onKeyDown = (event: React.KeyboardEvent) => {
      const moves: Record<string, number> = {
        ArrowRight: current + 1,
        ArrowLeft: current - 1,
        Home: 0,
        End: -1,
      }
      if (!(event.key in moves)) return
      event.preventDefault()
      focusAt(event, moves[event.key])
    }
    const shown = Math.min(current, tools.length - 1)
    return (
      <Box
        ref={ref}
        role="toolbar"
        aria-label={translate("admin.editor.toolbar")}
        aria-controls={controls}
        onKeyDown={onKeyDown}
        sx={{
          display: "flex",
          flexWrap: "wrap",
          gap: 0.25,
          p: 0.5,
          border: 1,
          borderBottom: 0,
          borderColor: "divider",
          borderRadius: "4px 4px 0 0",
          bgcolor: "background.paper",
        }}
      >
        {tools.map((tool, index) => {
          const name = translate(`admin.editor.${tool.label}`)
          const hint = tool.keys
            ? `${name} (${tool.keys.replace("Control", "Ctrl")})`
            : name
          return (
            <Tooltip key={tool.name} title={hint} describeChild>
              <IconButton
                size="small"
                aria-label={name}
                aria-keyshortcuts={tool.keys}
                aria-pressed={
                  tool.active === undefined ? undefined : tool.active
                }
                data-tool={tool.name}
                tabIndex={index === shown ? 0 : -1}
                onFocus={() => setCurrent(index)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={tool.run}
                color={tool.active ? "primary" : "default"}
                sx={{ borderRadius: 1 }}
              >
                {tool.icon}
              </IconButton>
            </Tooltip>
          )
        })}
      </Box>
    )
  }
)

// A table's own buttons, shown while the cursor is in one.
function tableTools(chain: () => ReturnType<Editor["chain"]>): Tool[] {
  return [
    {
      name: "addRow",
      label: "add_row",
      icon: text("+R"),
      run: () => chain().addRowAfter().run(),
    },
    {
      name: "deleteRow",
      label: "delete_row",
      icon: text("−R"),
      run: () => chain().deleteRow().run(),
    },
    {
      name: "addColumn",
      label: "add_column",
      icon: text("+C"),
      run: () => chain().addColumnAfter().run(),
    },
    {
      name: "deleteColumn",
      label: "delete_column",
      icon: text("−C"),
      run: () => chain().deleteColumn().run(),
    },
    {
      name: "deleteTable",
      label: "delete_table",
      icon: <Delete />,
      run: () => chain().deleteTable().run(),
    },
  ]
}
